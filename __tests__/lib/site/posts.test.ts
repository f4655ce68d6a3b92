/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPosts, postFolders } from '@/lib/site/posts';

const folder = 'lib/content/writing';

it('names the posts’ folders newest first, for the worker to keep the newest at install', () => {
  const root = mkdtempSync(join(tmpdir(), 'posts-'));
  mkdirSync(join(root, folder), { recursive: true });
  // One a day from 2024-01-01, written in no order.
  const days = [3, 2, 1];
  for (const day of [...days.slice(1), days[0]!]) {
    const date = new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
    const text = `---\ntitle: Day ${day}\ndate: ${date}\nsummary: A post.\ntags: [log]\n---\n\nText.\n`;
    writeFileSync(join(root, folder, `day-${day}.md`), text);
  }
  const { posts, problems } = loadPosts(folder, root, false);
  expect(problems).toEqual([]);
  expect(postFolders(posts)).toEqual(['writing/day-3', 'writing/day-2', 'writing/day-1']);
});

it('names a cover picture that is not there by the line of its field, and takes one that is', () => {
  const root = mkdtempSync(join(tmpdir(), 'posts-'));
  mkdirSync(join(root, folder), { recursive: true });
  mkdirSync(join(root, 'lib/content/pictures/covers'), { recursive: true });
  writeFileSync(join(root, 'lib/content/pictures/covers/here.png'), '');
  const post = (image: string) =>
    `---\ntitle: A post\ndate: 2024-01-01\ncover:\n  image: ${image}\n  alt: A cover\n---\n\nText.\n`;
  writeFileSync(join(root, folder, 'gone.md'), post('/covers/gone.png'));
  writeFileSync(join(root, folder, 'here.md'), post('/covers/here.png'));
  // A draft's cover is checked only where drafts show (npm run dev).
  writeFileSync(
    join(root, folder, 'draft.md'),
    post('/covers/later.png').replace('---\n\n', 'draft: true\n---\n\n'),
  );
  const { posts, problems } = loadPosts(folder, root, false);
  expect(problems).toEqual([
    `${folder}/gone.md:4: cover.image lib/content/pictures/covers/gone.png not found`,
  ]);
  expect(posts.map((entry) => entry.slug)).toEqual(['here']);
  expect(loadPosts(folder, root, true).problems).toEqual([
    `${folder}/draft.md:4: cover.image lib/content/pictures/covers/later.png not found`,
    `${folder}/gone.md:4: cover.image lib/content/pictures/covers/gone.png not found`,
  ]);
});
