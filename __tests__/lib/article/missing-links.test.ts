/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutMissingPostLinks } from '@/lib/article/missing-links';
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
