/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutLinks, withoutMissingPostLinks } from '@/lib/article/missing-links';
import { loadPosts } from '@/lib/site/posts';

const here = (page: string) => page === '/writing/here/';

it('keeps a link to a post that is not here as its text, on the same lines, with a note', () => {
  const text = [
    'See [the one\nbefore](/writing/gone) and [this one](/writing/here/).',
    '',
    'Also [*that*][old], [home](/) and `[code](/writing/gone/)`.',
    '',
    '[old]: /writing/older/#part',
  ].join('\n');
  expect(withoutMissingPostLinks(text, here)).toEqual({
    text: [
      'See the one\nbefore and [this one](/writing/here/).',
      '',
      'Also *that*, [home](/) and `[code](/writing/gone/)`.',
      '',
      '',
    ].join('\n'),
    notes: [
      { line: 1, text: 'the link to /writing/gone/ is text only: that post is not here' },
      { line: 4, text: 'the link to /writing/older/ is text only: that post is not here' },
    ],
  });
});

it('leaves a post’s links to posts it has, their old addresses and drafts where drafts show', () => {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  const folder = 'lib/content/writing';
  mkdirSync(join(root, folder), { recursive: true });
  const post = (title: string, extra: string, body: string) =>
    `---\ntitle: ${title}\ndate: 2024-01-01\n${extra}---\n\n${body}\n`;
  writeFileSync(
    join(root, folder, 'a.md'),
    post(
      'A',
      '',
      '[B](/writing/b/) [old B](/writing/old-b/) [draft](/writing/c/) [gone](/writing/gone/)',
    ),
  );
  writeFileSync(join(root, folder, 'b.md'), post('B', 'aliases: [/writing/old-b/]\n', 'B.'));
  writeFileSync(join(root, folder, 'c.md'), post('C', 'draft: true\n', 'C.'));
  const built = loadPosts(folder, root, false);
  expect(built.posts.find(({ slug }) => slug === 'a')!.body).toBe(
    '\n[B](/writing/b/) [old B](/writing/old-b/) draft gone\n',
  );
  expect(built.documents.find(({ file }) => file.endsWith('a.md'))!.body).toBe(
    '\n[B](/writing/b/) [old B](/writing/old-b/) draft gone\n',
  );
  expect(built.notes).toEqual([
    `${folder}/a.md:6: the link to /writing/c/ is text only: that post is not here`,
    `${folder}/a.md:6: the link to /writing/gone/ is text only: that post is not here`,
  ]);
  expect(loadPosts(folder, root, true).posts.find(({ slug }) => slug === 'a')!.body).toBe(
    '\n[B](/writing/b/) [old B](/writing/old-b/) [draft](/writing/c/) gone\n',
  );
});

it('keeps as text, on the same lines, each link and definition a rule names, with its note', () => {
  const text = ['[a](/gone/) [b][b] [c](/kept/)', '', '[b]: /also-gone/'].join('\n');
  const missing = (url: string) => (url.includes('gone') ? `no ${url}` : undefined);
  expect(withoutLinks(text, missing)).toEqual({
    text: 'a b [c](/kept/)\n\n',
    notes: [
      { line: 1, text: 'no /gone/' },
      { line: 1, text: 'no /also-gone/' },
    ],
  });
});

describe('a post’s link to an address of the old blog that this site does not have', () => {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  const folder = 'lib/content/writing';
  mkdirSync(join(root, folder, 'bundle'), { recursive: true });
  const post = (file: string, front: string, body: string) =>
    writeFileSync(join(root, folder, file), `---\n${front}\n---\n\n${body}\n`);
  // As Gatsby and Jekyll blogs link their posts: at the root, with `.html`, at a dated address.
  post(
    'a.md',
    'title: A\ndate: 2024-01-01\ntags: [React]',
    [
      'See [UI runtime](/react-as-a-ui-runtime/#batching), [old](/2015/05/21/rnn.html) and',
      '[a dated one](/2013/01/01/gone/), [by reference][ref] and [no tag](/tags/vue/).',
      '',
      'Here: [B](/2023/05/06/b/), [B’s alias](/b-old/), [bundle](/2022/01/01/bundle/), [C](/writing/c/),',
      '[about](/about/), [React](/tags/react/), [home](/), [CV](/resume.pdf),',
      '[part](#part), [away](https://example.com/gone/) and [picture](/images/x.png).',
      '',
      '[ref]: /things-i-dont-know/',
    ].join('\n'),
  );
  post('2023-05-06-b.md', 'title: B\ndate: 2023-05-06\naliases: [/b-old]', 'B.');
  post('bundle/index.md', 'title: Bundle\ndate: 2022-01-01', 'Bundle.');
  post('c.md', 'title: C\ndate: 2022-02-02', 'C.');
  // The site's other pages, as the site would give them for these posts' tags.
  const pagesBeside = (posts: readonly { tags?: readonly string[] }[]) =>
    new Set([
      '/',
      '/about/',
      '/writing/',
      ...posts.flatMap(({ tags = [] }) => tags.map((tag) => `/tags/${tag.toLowerCase()}/`)),
    ]);
  const built = loadPosts(folder, root, false, { pattern: 'pretty', pagesBeside });
  const kept = [
    'Here: [B](/2023/05/06/b/), [B’s alias](/b-old/), [bundle](/2022/01/01/bundle/), [C](/writing/c/),',
    '[about](/about/), [React](/tags/react/), [home](/), [CV](/resume.pdf),',
    '[part](#part), [away](https://example.com/gone/) and [picture](/images/x.png).',
  ].join('\n');
  const body = [
    '',
    'See UI runtime, old and',
    'a dated one, by reference and no tag.',
    '',
    kept,
    '',
    '',
    '',
  ].join('\n');

  it('becomes its text, in the page and in what the check reads', () => {
    expect(built.problems).toEqual([]);
    expect(built.posts.find(({ slug }) => slug === 'a')!.body).toBe(body);
    expect(built.documents.find(({ file }) => file.endsWith('/a.md'))!.body).toBe(body);
  });

  it('is named in a note with file, line and address', () => {
    const note = (line: number, page: string) =>
      `${folder}/a.md:${line}: the link to ${page} is text only: no page, old address or file of this site is there`;
    expect(built.notes.filter((text) => text.includes('/a.md:'))).toEqual([
      note(7, '/react-as-a-ui-runtime/'),
      note(7, '/2015/05/21/rnn.html'),
      note(8, '/2013/01/01/gone/'),
      note(8, '/things-i-dont-know/'),
      note(8, '/tags/vue/'),
    ]);
  });

  it('leads to a post’s old address only where the old blog’s pattern is named', () => {
    const without = loadPosts(folder, root, false, { pagesBeside });
    expect(without.notes).toContain(
      `${folder}/a.md:10: the link to /2023/05/06/b/ is text only: no page, old address or file of this site is there`,
    );
  });
});
