/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostArticle } from '@/components/article/post-article';
import { loadPosts } from '@/lib/site/posts';

function postsOf(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'post-article-'));
  const folder = 'lib/content/writing';
  mkdirSync(join(root, folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, folder, name), text);
  return loadPosts(folder, root, false);
}

const post = (lang: string) => `---\ntitle: T\ndate: 2024-01-01\n${lang}---\n\n本文です。\n`;

it('sets the post’s own language on its article, and none when it has none', async () => {
  const { posts, problems } = postsOf({ 'ja.md': post('lang: ja\n'), 'plain.md': post('') });
  expect(problems).toEqual([]);
  // The article element itself: its markdown is an async component, which this renderer skips.
  const article = async (slug: string) =>
    await PostArticle({ post: posts.find((item) => item.slug === slug)! });
  expect(await article('ja')).toMatchObject({ type: 'article', props: { lang: 'ja' } });
  expect((await article('plain')).props).toMatchObject({ lang: undefined });
});

it('names a language that is not a language tag by its line', () => {
  expect(postsOf({ 'bad.md': post('lang: Japanese!\n') }).problems).toEqual([
    'lib/content/writing/bad.md:4: lang "Japanese!" is not a language tag (ja, pt-BR)',
  ]);
});
