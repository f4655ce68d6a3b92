/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { excerpt } from '@/lib/article/excerpt';
import { loadPosts } from '@/lib/site/posts';

it('is the first paragraph’s plain text, without headings, code or pictures', () => {
  const text =
    '## Intro\n\n```js\nx()\n```\n\n![A photo](/a.png)\nSome *short*\n[words](/x/).\n\nMore.';
  expect(excerpt(text)).toBe('Some short words.');
  expect(excerpt('> Quoted first.\n\nThen text.')).toBe('Quoted first.');
  expect(excerpt('Opinions of [Wahoo][w].\n\n[w]: https://wahoo.example')).toBe(
    'Opinions of Wahoo.',
  );
  expect(excerpt('# Only a heading')).toBeUndefined();
});

it('writes formulas as a line of text, as no summary can hold MathML; prices stay text', () => {
  const text = String.raw`The policy $\pi(a \mid s)$ acts on $\mathbb{R}^n$, and Hugo writes $x\_t$ and \(\frac{y}{2}\) for $5.`;
  expect(excerpt(text)).toBe('The policy π(a|s) acts on ℝ^n, and Hugo writes x_t and y/2 for $5.');
  expect(excerpt(String.raw`Roots: $\sqrt{x^2+1}$, $\sqrt[3]{y}$, and $f'(x)$.`)).toBe(
    'Roots: √(x^2+1), ∛y, and f′(x).',
  );
});

it('is cut at a word near 160 characters', () => {
  const long = `${'word '.repeat(40)}end.`;
  const cut = excerpt(long)!;
  expect(cut).toBe(`${'word '.repeat(32).trim()}…`);
  expect(cut.length).toBeLessThanOrEqual(161);
});

it('describes a post that has no summary; a summary from another blog’s field wins', () => {
  const root = mkdtempSync(join(tmpdir(), 'excerpt-'));
  const folder = 'lib/content/writing';
  mkdirSync(join(root, folder), { recursive: true });
  const post = (field: string) =>
    `---\ntitle: T\ndate: 2024-01-01\n${field}---\n\nThe first paragraph,\nwrapped.\n`;
  const fields = ['spoiler', 'metaDescription', 'subtitle', 'excerpt', 'summary', 'description'];
  for (const field of fields) {
    writeFileSync(join(root, folder, `${field.toLowerCase()}.md`), post(`${field}: Said.\n`));
  }
  writeFileSync(join(root, folder, 'none.md'), post(''));
  const { posts, problems } = loadPosts(folder, root, false);
  expect(problems).toEqual([]);
  expect(Object.fromEntries(posts.map(({ slug, summary }) => [slug, summary]))).toEqual({
    description: 'Said.',
    excerpt: 'Said.',
    metadescription: 'Said.',
    none: 'The first paragraph, wrapped.',
    spoiler: 'Said.',
    subtitle: 'Said.',
    summary: 'Said.',
  });
});
