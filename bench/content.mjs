// How the site's build grows with writing: for N generated posts (about 1,500 words, two code
// blocks, two pictures each), in a temporary copy of the project, the build's time, the size of
// out/, of the feeds and of what the service worker keeps. N defaults to 0, 50 and 200;
// `npm run bench:content -- 10 100` picks others. Prints a table; changes nothing here.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const counts = process.argv.slice(2).map(Number).filter(Number.isInteger);
const sizes = counts.length > 0 ? counts : [0, 50, 200];
const root = process.cwd();

const words =
  'model agent reward policy value static page build feed offline service worker cache image tag story markdown render browser network phone'.split(
    ' ',
  );
function paragraph(seed, length) {
  return (
    Array.from({ length }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(' ') + '.'
  );
}
function post(n) {
  const body = [];
  for (let section = 0; section < 5; section += 1) {
    body.push(`## Section ${section + 1}`);
    for (let p = 0; p < 3; p += 1) body.push(paragraph(n + section + p, 100));
    if (section === 1) body.push('```ts\nexport const answer = (x: number) => x * 42;\n```');
    if (section === 2) body.push('![A placeholder diagram](/writing/static-pipeline.png)');
    if (section === 3) body.push('```python\ndef answer(x):\n    return x * 42\n```');
    if (section === 4) body.push('![The lander above its pad](/projects/lunar-lander.png)');
  }
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((n % 12) + 1).padStart(2, '0');
  return `---\ntitle: Generated post ${n}\ndate: ${2020 + (n % 6)}-${month}-${day}\nsummary: A generated post for the content benchmark.\ntags: [bench, topic ${n % 10}]\n---\n\n${body.join('\n\n')}\n`;
}

const folderSize = (dir) =>
  readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return sum + (stat.isDirectory() ? folderSize(path) : stat.size);
  }, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

const copy = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
for (const file of files) {
  mkdirSync(join(copy, dirname(file)), { recursive: true });
  cpSync(join(root, file), join(copy, file));
}
// Hard links: the copy shares the installed packages (and the image cache) without copying them.
execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);

const rows = [];
try {
  for (const n of sizes) {
    const folder = join(copy, 'lib/content/writing');
    for (const name of readdirSync(folder))
      if (name.startsWith('generated-')) rmSync(join(folder, name));
    for (let i = 0; i < n; i += 1) writeFileSync(join(folder, `generated-${i}.md`), post(i));
    const started = performance.now();
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TYPES_CHECKED: 'true' },
    });
    const seconds = (performance.now() - started) / 1000;
    if (build.status !== 0)
      throw new Error(`build with ${n} posts failed:\n${build.stdout}\n${build.stderr}`);
    const kept = /keeps (\d+) files for offline use, (\d+) KiB/.exec(build.stdout);
    const out = join(copy, 'out');
    rows.push({
      posts: n,
      'build (s)': seconds.toFixed(1),
      'out/': kib(folderSize(out)),
      'feed.xml': kib(statSync(join(out, 'feed.xml')).size),
      'atom.xml': kib(statSync(join(out, 'atom.xml')).size),
      'feed.json': kib(statSync(join(out, 'feed.json')).size),
      'kept offline': kept ? `${kept[1]} files, ${kept[2]} KiB` : 'n/a',
    });
    console.log(`built with ${n} generated posts in ${seconds.toFixed(1)} s`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
console.table(rows);
