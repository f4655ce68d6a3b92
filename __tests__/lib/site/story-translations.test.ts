/** @jest-environment node */
// A story told in French: its own words, and the original's facts where it gives none.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMarkdownFolder } from '@/lib/site/markdown-files';
import { storySchema } from '@/lib/schema/content';

jest.mock('@/lib/content/owner', () => ({
  ...jest.requireActual('@/lib/content/owner'),
  languages: ['en', 'fr'],
}));
jest.mock('@/lib/content/projects', () => ({
  projects: [{ title: 'Lander', slug: 'lander', target: '/clock', image: '/a.png', imageAlt: 'A' }],
}));

it('gives a translated story the facts of the original it leaves out, and keeps its own', async () => {
  const { pagesOf } = await import('@/lib/site/stories');
  const root = mkdtempSync(join(tmpdir(), 'stories-'));
  const folder = join(root, 'stories');
  mkdirSync(folder);
  const facts =
    'role: Engineer\nstart: 2023-01\nstack: [Python]\nlinks:\n  source: https://x.org/s\n';
  writeFileSync(join(folder, 'lander.md'), `---\n${facts}---\n\nThe story.\n`);
  writeFileSync(
    join(folder, 'lander.fr.md'),
    '---\nrole: Ingénieure\nlinks:\n  live: https://x.org/fr\n---\n\nL’histoire.\n',
  );
  const { entries, problems } = readMarkdownFolder('stories', storySchema, root);
  expect(problems).toEqual([]);
  const [french] = pagesOf(entries, 'fr');
  expect(french!.story.body).toContain('L’histoire.');
  expect(french!.story.facts).toEqual({
    role: 'Ingénieure',
    start: '2023-01',
    stack: ['Python'],
    links: { source: 'https://x.org/s', live: 'https://x.org/fr' },
  });
  expect(pagesOf(entries, 'en')[0]!.story.facts.role).toBe('Engineer');
});
