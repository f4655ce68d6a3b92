import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

// The browser tests' own site: the owner's posts and stories are replaced by these, so each
// feature a test needs is there whatever the owner writes.

/** Tags as people type them, each needing care somewhere on the way to an address. */
export const typed = [
  'C++',
  'C#',
  'F#',
  'R&D',
  "O'Reilly",
  '<canvas>',
  '日本語',
  'İstanbul',
  'node.js',
  '.NET',
  'Java',
];
export const lookAlike = 'java\u200B';

/** Pictures written as HTML, as posts from Jekyll and Hugo have them. */
export const htmlPictures = [
  {
    alt: 'An SVG written as HTML',
    html: '<img src="/old blog/logo 1.svg" alt="An SVG written as HTML">',
  },
  {
    alt: 'A PNG written as HTML',
    html: '<p align="center"><img src="/old blog/图 1.png" alt="A PNG written as HTML"></p>',
  },
];

// An SVG as an attacker would write it: each part would run script or reach another host.
const hostileSvg = `<?xml version="1.0"?>
<?xml-stylesheet href="https://tracker.example/a.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40" onload="fetch('/ran/onload')">
  <style>@import url(https://tracker.example/b.css);</style>
  <script>fetch('/ran/script'); localStorage.setItem('svg-ran', '1');</script>
  <image href="https://tracker.example/p.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="fetch('/ran/foreign')"/></foreignObject>
  <a xlink:href="javascript:fetch('/ran/link')"><rect width="40" height="40" fill="#3a6"/></a>
  <set attributeName="fill" to="url(https://tracker.example/f.svg#f)"/>
</svg>`;
export const hostilePicture = { alt: 'A hostile SVG', source: '/old blog/hostile.svg' };

/** A project with a story holding what story pages show: facts, links, contents, code, a picture. */
export const story = {
  slug: 'route-planner',
  title: 'Route Planner',
  tags: ['TypeScript', 'maps'],
  pictureAlt: 'The planned route across town',
};

const storyText = `---
role: Sole developer
start: 2024-03
end: 2024-06
stack: [TypeScript]
team: 1
status: Finished
links:
  source: https://example.com/route-planner
---

## The problem

Buses leave every ten minutes.

![${story.pictureAlt}](/projects/route-map.png)

## The approach

\`\`\`ts
const next = (minute: number) => minute + 10;
\`\`\`

## What I learned

Timetables change.
`;

const projects = () => `import type { Project } from '../schema/content';

export const projects: readonly Project[] = [
  {
    title: '${story.title}',
    slug: '${story.slug}',
    image: '/projects/route-planner.png',
    imageAlt: 'A map with a bus route drawn across it.',
    target: 'https://example.com/route-planner',
    description: 'Plans a bus route.',
    tags: ${JSON.stringify(story.tags)},
    translations: { fr: { title: '${languages.card.fr}' } },
  },
];
`;

/** The post of formulas, diagrams and a captioned picture, first of a series of two. */
export const mathPost = {
  slug: 'formulas-and-diagrams',
  title: 'Formulas and diagrams',
  tag: 'math',
  series: 'learning-formulas',
  pictureAlt: 'A green square',
};

const mathText =
  String.raw`---
title: Formulas and diagrams
date: 2025-02-01
tags: [math]
series: [Learning formulas]
---

The policy $\pi(a \mid s)$ acts on $\mathbb{R}^n$, and Hugo writes $x\_t$ and \(y\_t\).

A coffee costs $5 and a cake $10.

## The ratio $r_t$

$$
\left( \frac{a}{b} \right) = \begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}
$$

## The training loop

` +
  '```mermaid\nflowchart LR\n  A[Collect] --> B{Enough?}\n  B -->|yes| C[Update]\n  B -->|no| A\n```\n\n' +
  '## States\n\n```mermaid\nstateDiagram-v2\n  accTitle: States of an episode\n  [*] --> Running\n  Running --> Done\n  Done --> [*]\n```\n\n' +
  '![A green square](/writing/square.png "A square, captioned")\n';

/** A post with a code block (indented by a tab), which was once at an old address. */
export const codePost = { slug: 'copying-code', title: 'Copying code', oldAddress: '/blog/copy/' };

/**
 * The site in three languages: a post in French and Arabic beside it (`matrices.fr.md`), a French
 * post paired by `translationKey` and Jekyll-Polyglot's `lang:`, and posts with no translation.
 */
export const languages = {
  tags: ['en', 'fr', 'ar'],
  translated: { slug: 'matrices', fr: 'Les matrices', ar: 'المصفوفات', date: '2024-03-01' },
  paired: { en: 'copying-code', fr: 'copier-du-code', title: 'Copier du code' },
  untranslated: 'look-alike',
  /** resume.fr.json: only what differs from resume.json. */
  resumeSummary: 'Je construis des sites rapides et sobres.',
  /** resume.json's, which resume.fr.json translates and Arabic keeps. */
  summary: 'I build fast, plain sites.',
  tagline: 'Développeuse web',
  /** The card's title in French; its description is left in English. */
  card: { fr: 'Planificateur de trajets' },
  /** The clock's title in French, given in demos.ts; its description is left in English. */
  clock: { fr: 'Minuteur 25 + 5' },
  /** The story's first sentence in French and Arabic. */
  story: {
    fr: 'Les bus partent toutes les dix minutes.',
    ar: 'تغادر الحافلات كل عشر دقائق.',
  } as Record<string, string>,
};

/** The demos, the owner's words about them the fixture's own: the clock's title in French. */
export const fixtureDemos = {
  clock: { title: '25 + 5 Clock', description: 'A session timer.', fr: languages.clock.fr },
  markdown: { title: 'Markdown Previewer', description: 'A markdown editor.' },
  calculator: { title: 'Calculator', description: 'A keypad calculator.' },
  quotes: { title: 'Random Quotes', description: 'A random quote viewer.' },
} as Record<string, { title: string; description: string; fr?: string }>;

const demosFile = `import type { Demo, DemoName } from '../schema/content';

export const demos: Partial<Record<DemoName, Demo>> = ${JSON.stringify(
  Object.fromEntries(
    Object.entries(fixtureDemos).map(([name, { title, description, fr }]) => [
      name,
      { path: `/${name}`, title, description, ...(fr && { translations: { fr: { title: fr } } }) },
    ]),
  ),
  null,
  2,
)};
`;

/** A draft, with a tag, that must show nowhere. */
export const draft = { slug: 'not-yet', title: 'Not yet finished' };

const post = (title: string, date: string, tags: string[], more = '') =>
  `---\ntitle: ${title}\ndate: ${date}\ntags: ${JSON.stringify(tags)}\n${more}---\n\n${title}.\n`;

const posts: Record<string, string> = {
  'typed-tags.md':
    post('Typed tags', '2025-01-02', typed) +
    htmlPictures.map(({ html }) => `\n${html}\n`).join('') +
    `\n![${hostilePicture.alt}](${encodeURI(hostilePicture.source)})\n`,
  'look-alike.md': post('Look-alike', '2025-01-03', [lookAlike]),
  [`${mathPost.slug}.md`]: mathText,
  'formulas-part-two.md':
    '---\ntitle: Formulas, part two\ndate: 2025-03-01\nseries: Learning formulas\n---\n\nMore.\n',
  'matrices.md': post('Matrices', '2025-01-01', ['math']),
  [`${codePost.slug}.md`]:
    post(codePost.title, '2024-12-01', ['code'], `aliases: [${codePost.oldAddress}]\n`) +
    '\n```c\nint main(void) {\n\treturn 0;\n}\n```\n',
  [`${draft.slug}.md`]: post(draft.title, '2024-11-01', ['math'], 'draft: true\n'),
  'matrices.fr.md': post(languages.translated.fr, languages.translated.date, ['math']),
  'matrices.ar.md': post(languages.translated.ar, languages.translated.date, ['math']),
  [`${languages.paired.fr}.md`]: post(
    languages.paired.title,
    '2024-12-01',
    ['code'],
    `lang: fr\ntranslationKey: ${languages.paired.en}\n`,
  ),
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } }).png();

/** Writes the fixture content into a copy of the project, in place of the owner's. */
export async function writeFixtureContent(root: string) {
  const content = join(root, 'lib/content');
  for (const folder of ['writing', 'projects']) {
    rmSync(join(content, folder), { recursive: true, force: true });
    mkdirSync(join(content, folder));
  }
  writeFileSync(join(content, 'projects.ts'), projects());
  writeFileSync(join(content, 'demos.ts'), demosFile);
  const owner = join(content, 'owner.ts');
  writeFileSync(
    owner,
    readFileSync(owner, 'utf8').replace(
      /^export const languages = .*$/m,
      `export const languages = ${JSON.stringify(languages.tags)};`,
    ),
  );
  writeFileSync(join(content, 'projects', `${story.slug}.md`), storyText);
  for (const language of ['fr', 'ar']) {
    const translated = storyText.replace(
      'Buses leave every ten minutes.',
      languages.story[language]!,
    );
    writeFileSync(join(content, 'projects', `${story.slug}.${language}.md`), translated);
  }
  for (const [file, text] of Object.entries(posts)) {
    writeFileSync(join(content, 'writing', file), text);
  }

  const pictures = join(content, 'pictures');
  const oldBlog = join(pictures, 'old blog');
  mkdirSync(oldBlog, { recursive: true });
  mkdirSync(join(pictures, 'writing'), { recursive: true });
  cpSync(join(root, 'public/logo.svg'), join(oldBlog, 'logo 1.svg'));
  writeFileSync(join(oldBlog, 'hostile.svg'), hostileSvg);
  await png(1200, 600).toFile(join(oldBlog, '图 1.png'));
  // Wide enough for every width of an article's picture (480 to 1472).
  await png(1600, 900).toFile(join(pictures, 'writing/square.png'));
  await png(800, 450).toFile(join(pictures, 'projects/route-planner.png'));
  await png(1200, 600).toFile(join(pictures, 'projects/route-map.png'));

  // An owner with a photo.
  await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a6' } })
    .jpeg()
    .toFile(join(oldBlog, 'me.jpg'));
  const resumeFile = join(content, 'resume.json');
  const resume = JSON.parse(readFileSync(resumeFile, 'utf8'));
  resume.basics.image = '/old blog/me.jpg';
  resume.basics.summary = languages.summary;
  writeFileSync(resumeFile, JSON.stringify(resume, null, 2));
  writeFileSync(
    join(content, 'resume.fr.json'),
    JSON.stringify({ basics: { summary: languages.resumeSummary, label: languages.tagline } }),
  );
}
