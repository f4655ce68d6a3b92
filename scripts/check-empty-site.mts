// CI: a copy of the site with no posts (one draft only), no stories and no tags must build, say
// its lists are empty, write whole feeds, and leave no placeholder page (lib/static-params.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { emptyListParam } from '../lib/static-params';
import { filesIn } from './html-files.mjs';

const copied = ['app', 'components', 'lib', 'public', 'scripts'];
const configs = [
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'next-env.d.ts',
];

const root = mkdtempSync(join(tmpdir(), 'empty-site-'));
const failures: string[] = [];
try {
  for (const path of [...copied, ...configs].filter((path) => existsSync(path))) {
    cpSync(path, join(root, path), { recursive: true });
  }
  // Turbopack resolves only inside the project: node_modules by hard links, but the build's
  // caches copied, as it may rewrite them in place.
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync('node_modules')) {
    if (name === '.cache')
      cpSync(join('node_modules', name), join(root, 'node_modules', name), { recursive: true });
    else execFileSync('cp', ['-al', join('node_modules', name), join(root, 'node_modules')]);
  }
  const content = join(root, 'lib/content');
  // Every post and story, in any form the site reads: `.md`, `.markdown`, a page bundle, a
  // dated folder (`2021/10/19/post/index.md`).
  for (const folder of ['writing', 'projects']) {
    rmSync(join(content, folder), { recursive: true, force: true });
    mkdirSync(join(content, folder));
  }
  writeFileSync(
    join(content, 'writing/only-a-draft.md'),
    '---\ntitle: Not yet\ndate: 2024-01-01\ndraft: true\n---\nSoon.\n',
  );
  const projects = join(content, 'projects.ts');
  writeFileSync(projects, readFileSync(projects, 'utf8').replace(/^\s*tags: \[[^\]]*\],?$/gm, ''));

  execFileSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TYPES_CHECKED: 'true' },
  });

  const out = join(root, 'out');
  const page = (path: string) => readFileSync(join(out, path), 'utf8');
  const says = (path: string, text: string) => {
    if (!page(path).includes(text)) failures.push(`out/${path} does not say "${text}"`);
  };
  says('writing/index.html', 'Nothing written yet.');
  says('tags/index.html', 'No tags yet.');
  says('index.html', '<h1');
  const feed = JSON.parse(page('feed.json')) as { items: unknown[] };
  if (feed.items.length !== 0) failures.push('out/feed.json holds items');
  for (const file of ['feed.xml', 'atom.xml']) {
    if (!/^<\?xml[^>]*\?>\s*<(rss|feed)\b[\s\S]*<\/(rss|feed)>\s*$/.test(page(file))) {
      failures.push(`out/${file} is not a whole feed`);
    }
  }
  // Chunks aside: Prism's grammars hold words like the placeholder's.
  const placeholder = `/${emptyListParam}/`;
  for (const file of filesIn(out)) {
    const path = relative(out, file);
    if (path.split('/').includes(emptyListParam)) failures.push(`out/${path} is a placeholder`);
    else if (!path.startsWith('_next/') && /\.(html|xml|json|js|txt)$/.test(path)) {
      if (readFileSync(file, 'utf8').includes(placeholder)) {
        failures.push(`out/${path} names a placeholder page (${placeholder})`);
      }
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`The site with no posts, stories or tags:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'The site with no posts, stories or tags builds, says so, and has no placeholder page.',
);
