// `npm run bench:scale [-- 500 2000]`: the site with that many generated posts (1,000 tags, a
// picture each), built in a copy of the project in a temporary folder; prints the build's time,
// out/'s size, what the service worker downloads at install, the search index's bytes, and
// whether search works offline (read from the worker's list). KEEP=1 leaves the copies;
// `npm run bench:scale -- out` prints the figures of a site already built.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { installBudgetBytes } from '../lib/offline/config.mjs';
import { indexFileNames, indexFilePath, type IndexFileName } from '../lib/search/engine';
import { wordsFrom } from './words';

const sizes = process.argv.slice(2).map(Number);
const tagCount = 1000;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The project as git sees it, its packages shared by hard links. */
function copyProject() {
  const root = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    encoding: 'utf8',
  });
  for (const file of files.split('\n').filter((name) => name && existsSync(name))) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(file, join(root, file));
  }
  execFileSync('cp', ['-al', 'node_modules', join(root, 'node_modules')]);
  return root;
}

/** `count` posts of about 800 words, one a day back from 2026-01-01, 3 tags and a picture each. */
async function writePosts(root: string, count: number) {
  const words = wordsFrom(7);
  const pictures = join(root, 'lib/content/pictures/bench');
  mkdirSync(pictures, { recursive: true });
  for (let n = 0; n < count; n += 1) {
    const date = new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
    const tags = [0, 1, 2].map((k) => `topic ${String((n * 3 + k) % tagCount).padStart(4, '0')}`);
    const background = { r: n % 256, g: (n * 7) % 256, b: (n * 13) % 256 };
    const picture = { width: 640, height: 400, channels: 3 as const, background };
    // A little noise, so each picture weighs about what a photo does once made WebP.
    await sharp({ create: { ...picture, noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
      .jpeg({ quality: 70 })
      .toFile(join(pictures, `post-${n}.jpg`));
    const body = Array.from({ length: 8 }, () => words(100)).join('\n\n');
    writeFileSync(
      join(root, `lib/content/writing/bench-${n}.md`),
      `---\ntitle: "Bench post ${n}: ${words(5)}"\ndate: ${date}\nsummary: "${words(15)}"\ntags: ${JSON.stringify(tags)}\n---\n\n${body}\n\n![A generated picture](/bench/post-${n}.jpg)\n`,
    );
  }
}

const folderBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory()
        ? folderBytes(join(dir, entry.name))
        : statSync(join(dir, entry.name)).size),
    0,
  );

/** The worker's list: each file's size in out/. */
function installFiles(out: string) {
  const worker = readFileSync(join(out, 'sw.js'), 'utf8');
  const list = JSON.parse(/precacheAndRoute\((\[[^\]]*\])/.exec(worker)![1]!) as { url: string }[];
  return new Map(
    list.map(({ url }) => [url, statSync(join(out, decodeURIComponent(url))).size] as const),
  );
}

/** What a visitor's worker downloads at install, and how search fares offline, for this out/. */
function measure(out: string) {
  const kept = installFiles(out);
  const installBytes = [...kept.values()].reduce((sum, size) => sum + size, 0);
  console.log(`  out/: ${mib(folderBytes(out))}`);
  console.log(
    `  worker's install: ${kept.size} files, ${mib(installBytes)} (goal: at most ${mib(installBudgetBytes)})`,
  );
  const atInstall = (name: IndexFileName) => kept.has(indexFilePath(name));
  for (const name of indexFileNames) {
    const stored = readFileSync(join(out, indexFilePath(name)));
    const where = atInstall(name) ? 'kept at install' : 'kept once searched';
    const json = kib(gunzipSync(stored).length);
    console.log(
      `  ${indexFilePath(name).slice(1)}: ${kib(stored.length)} (${json} of JSON); ${where}`,
    );
  }
  // The worker keeps each file of the index once the dialog has fetched it online.
  const offline = !atInstall('titles')
    ? 'none until searched online once (until then the dialog says it cannot load its index)'
    : !atInstall('text')
      ? 'titles, tags and summaries; the full text once searched online (until then the dialog says so)'
      : atInstall('leads')
        ? 'titles, tags, summaries and the full text, with excerpts'
        : 'titles, tags, summaries and the full text; excerpts from summaries until searched online';
  console.log(`  search offline after one visit: ${offline}`);
}

// `npm run bench:scale -- out`: the figures of a site already built.
if (sizes.some(Number.isNaN)) {
  for (const out of process.argv.slice(2)) {
    console.log(`${out}:`);
    measure(out);
  }
  process.exit(0);
}

for (const count of sizes.length > 0 ? sizes : [500, 2000]) {
  const root = copyProject();
  try {
    await writePosts(root, count);
    const started = performance.now();
    const log = join(root, 'build.log');
    try {
      execFileSync('sh', ['-c', `npm run build > "${log}" 2>&1`], {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BASE_PATH: '' },
      });
    } catch {
      console.error(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'));
      throw new Error(`${count} posts: the build failed (its output: ${log})`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n${count} posts, ${tagCount} tags, a picture each (${root}):`);
    console.log(`  build: ${seconds.toFixed(0)} s (npm run build, type check included)`);
    measure(join(root, 'out'));
  } finally {
    if (!process.env.KEEP) rmSync(root, { recursive: true, force: true });
  }
}
