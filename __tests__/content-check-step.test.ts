/** @jest-environment node */
// A content problem ends `npm run build` with the list of fixes and nothing else.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const script = join(process.cwd(), 'scripts/check-content.mts');
// Evaluated as CommonJS, so the module's exports come as its default.
const listPosts = `import(${JSON.stringify(join(process.cwd(), 'lib/site/posts.ts'))}).then((read) =>
  process.stdout.write(JSON.stringify(read.default.posts().map(({ slug, body }) => [slug, body]))))`;
let root: string;

beforeAll(() => {
  // The content the check reads from the working folder, with one post that needs four fixes (its picture's missing alt text is a note).
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  cpSync('lib/content', join(root, 'lib/content'), { recursive: true });
  // Its old address and its damaged picture are named with its tag's problem, in the same round.
  writeFileSync(
    join(root, 'lib/content/writing/needs-fixes.md'),
    '---\ntitle: Needs fixes\ndate: 2024-01-05\ntags: ["index.html"]\naliases: ["/feed.xml"]\n---\n\n![](/gone.png)\n\n![A damaged picture](/damaged.png)\n',
  );
  writeFileSync(join(root, 'lib/content/pictures/damaged.png'), '\x89PNG\r\n\x1a\nnot a picture');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('ends `npm run build` before Next.js starts, with the list of fixes alone', () => {
  const run = spawnSync('node', [join(process.cwd(), 'scripts/build.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PATH: `${join(process.cwd(), 'node_modules/.bin')}${delimiter}${process.env.PATH}`,
    },
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(
    [
      'Your content needs a fix:',
      '- lib/content/writing/needs-fixes.md:4: tags[0] "index.html" is the name of a file the site writes beside each page: choose another',
      '- lib/content/writing/needs-fixes.md:5: the old address /feed.xml cannot be a page: /feed.xml is a file or folder the site writes',
      '- lib/content/writing/needs-fixes.md:8: lib/content/pictures/gone.png not found',
      '- lib/content/writing/needs-fixes.md:10: lib/content/pictures/damaged.png is not a readable image (empty, damaged, or not the type its name says)',
      '',
    ].join('\n'),
  );
}, 60_000);

it('passing, saves its warnings and notes for the steps after Next.js to print, and the posts it read', () => {
  const passing = mkdtempSync(join(tmpdir(), 'content-check-'));
  try {
    cpSync('lib/content', join(passing, 'lib/content'), { recursive: true });
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
    const run = spawnSync(tsx, ['--conditions=react-server', script], {
      cwd: passing,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = JSON.parse(
      readFileSync(join(passing, '.next/cache/content-check.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(report).sort()).toEqual(['notes', 'warnings']);
    expect(Array.isArray(report.warnings) && Array.isArray(report.notes)).toBe(true);

    // The steps after it take the posts it read: they are there with the folder gone.
    const slugs = (checked: boolean) =>
      spawnSync(tsx, ['--conditions=react-server', '--eval', listPosts], {
        cwd: passing,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production', CONTENT_CHECKED: String(checked) },
      }).stdout;
    const read = slugs(false);
    expect(JSON.parse(read)).not.toEqual([]);
    rmSync(join(passing, 'lib/content/writing'), { recursive: true });
    expect(slugs(false)).toBe('[]');
    expect(slugs(true)).toBe(read);
  } finally {
    rmSync(passing, { recursive: true, force: true });
  }
}, 60_000);
