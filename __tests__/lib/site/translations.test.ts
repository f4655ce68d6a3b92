/** @jest-environment node */
// A site in English, French and Arabic: each post's translations, by file name as Hugo and Gatsby
// name them, by translationKey, and by Jekyll-Polyglot's lang:.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

jest.mock('@/lib/content/owner', () => ({
  ...jest.requireActual('@/lib/content/owner'),
  languages: ['en', 'fr', 'ar'],
}));

const folder = 'lib/content/writing';

function rootWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'translations-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const post = (title: string, more = '', body = 'Text.') =>
  `---\ntitle: ${title}\ndate: 2024-03-01\n${more}---\n\n${body}\n`;

async function load(files: Record<string, string>) {
  const { loadPosts } = await import('@/lib/site/posts');
  return loadPosts(folder, rootWith(files), false);
}

it('reads each translation as its language’s post, at that language’s address', async () => {
  const { posts, everyLanguage, problems } = await load({
    [`${folder}/hello.md`]: post('Hello'),
    [`${folder}/hello.fr.md`]: post('Bonjour'),
    [`${folder}/bundle/index.md`]: post('Bundle'),
    [`${folder}/bundle/index.ar.md`]: post('حزمة'),
    [`${folder}/alunir.md`]: post('Alunir', 'lang: fr\ntranslationKey: landing\n'),
    [`${folder}/landing.md`]: post('Landing'),
    [`${folder}/alone.md`]: post('Alone', 'lang: ja\n'),
  });
  expect(problems).toEqual([]);
  // The default language's lists hold its own posts only (a post written in Japanese among them).
  expect(posts.map(({ slug }) => slug)).toEqual(['alone', 'bundle', 'hello', 'landing']);
  const { postPathOf } = await import('@/lib/site/posts');
  const others = everyLanguage.filter(({ language }) => language !== 'en');
  expect(others.map((p) => [postPathOf(p), p.translationKey])).toEqual([
    ['/fr/writing/alunir/', 'landing'],
    ['/ar/writing/bundle/', 'bundle'],
    ['/fr/writing/hello/', 'hello'],
  ]);
});

it('refuses two posts at one address of a language, and only there', async () => {
  const { problems } = await load({
    [`${folder}/hello.md`]: post('Hello'),
    [`${folder}/hello.fr.md`]: post('Bonjour'),
    [`${folder}/salut.md`]: post('Salut', 'lang: fr\nslug: hello\n'),
  });
  expect(problems).toEqual([
    `${folder}/hello.fr.md and ${folder}/salut.md share the address /fr/writing/hello/: give one a slug`,
  ]);
});

it('reads a link to another language’s page as a page of the site', async () => {
  const { notes } = await load({
    [`${folder}/hello.md`]: post('Hello'),
    [`${folder}/hello.fr.md`]: post(
      'Bonjour',
      '',
      'Voir [les articles](/fr/writing/) et [ici](/fr/nowhere/).',
    ),
  });
  expect(notes).toEqual([
    `${folder}/hello.fr.md:6: the link to /fr/nowhere/ is text only: no page, old address or file of this site is there`,
  ]);
});

it('gathers each page’s translations both ways, and each language’s params', async () => {
  jest.resetModules();
  const root = rootWith({
    [`${folder}/hello.md`]: post('Hello'),
    [`${folder}/hello.fr.md`]: post('Bonjour'),
    [`${folder}/alone.md`]: post('Alone'),
  });
  const { loadPosts } = await import('@/lib/site/posts');
  const read = loadPosts(folder, root, false);
  jest.doMock('@/lib/site/posts', () => ({
    ...jest.requireActual('@/lib/site/posts'),
    posts: () => read.posts,
    postsIn: (language: string) => read.everyLanguage.filter((p) => p.language === language),
  }));
  const { sitePages, paramsOf } = await import('@/lib/site/pages');
  const at = (path: string) => sitePages().find((page) => page.path === path);
  const hello = { en: '/writing/hello/', fr: '/fr/writing/hello/' };
  expect(at(hello.en)?.alternates).toEqual(hello);
  expect(at(hello.fr)?.alternates).toEqual(hello);
  expect(at(hello.fr)?.picture.subtitle).toMatch(/^1 mars 2024 · /);
  expect(at('/writing/alone/')?.alternates).toBeUndefined();
  // Every language has its home and its writing.
  expect(at('/ar/')?.alternates).toEqual({ en: '/', fr: '/fr/', ar: '/ar/' });
  expect(at('/ar/writing/')?.language).toBe('ar');
  expect(paramsOf('post', 'slug', 'fr')).toEqual([{ slug: 'hello' }]);
  expect(paramsOf('post', 'slug')).toEqual([{ slug: 'alone' }, { slug: 'hello' }]);
  expect(paramsOf('post', 'slug', 'ar')).toEqual([{ slug: '__none' }]);

  const { pageMetadata } = await import('@/lib/seo/page-metadata');
  expect(pageMetadata(at(hello.fr)!).alternates).toEqual({
    canonical: expect.stringMatching(/\/fr\/writing\/hello\/$/),
    languages: {
      en: expect.stringMatching(/[^r]\/writing\/hello\/$/),
      fr: expect.stringMatching(/\/fr\/writing\/hello\/$/),
      'x-default': expect.stringMatching(/[^r]\/writing\/hello\/$/),
    },
  });
});

it('says it left out the PDF of a right-to-left language, and why', async () => {
  const { resumeOutputNotes } = await import('@/lib/resume/build-notes');
  const { resumePdfPath } = await import('@/lib/site/language');
  expect(resumeOutputNotes({})).toContain(
    'left out /ar/resume.pdf: the PDF writer (pdfkit) lays out no right-to-left text; /ar/about/ links /resume.pdf',
  );
  expect([resumePdfPath('fr'), resumePdfPath('ar'), resumePdfPath('en')]).toEqual([
    '/fr/resume.pdf',
    '/resume.pdf',
    '/resume.pdf',
  ]);
});

it('names a translation that reads as the default language’s, paired with its original', async () => {
  const { problems } = await load({
    [`${folder}/landing.md`]: post('Landing'),
    [`${folder}/alunir.md`]: post('Alunir', 'translationKey: landing\n'),
  });
  expect(problems).toEqual([
    `${folder}/alunir.md and ${folder}/landing.md are both the en of "landing": name a translation for its language (post.fr.md) or give it lang: fr`,
  ]);
});
