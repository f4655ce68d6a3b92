/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pictureFile } from '@/lib/site/content-files';
import { readMarkdownFolder } from '@/lib/site/markdown-files';
import { loadPosts } from '@/lib/site/posts';
import { storySchema } from '@/lib/schema/content';
import { resolvePictures } from '@/lib/site/relative-pictures';

const folder = 'lib/content/writing';

/** A project folder holding these files (paths from its root). */
function rootWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'bundles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const post = (title: string, body = 'Text.') =>
  `---\ntitle: ${title}\ndate: 2024-01-01\n---\n\n${body}\n`;

it('reads a page bundle, Hugo’s dated folders and Jekyll’s .markdown as posts', () => {
  const root = rootWith({
    [`${folder}/my-bundle/index.md`]: post('A bundle'),
    [`${folder}/2021/10/19/wahoo/index.md`]: post('Nested'),
    [`${folder}/2014-07-01-switching.markdown`]: post('Jekyll'),
    [`${folder}/plain.md`]: post('Plain'),
  });
  const { posts, problems } = loadPosts(folder, root, false);
  expect(problems).toEqual([]);
  expect(posts.map(({ slug, file }) => [slug, file])).toEqual([
    ['my-bundle', `${folder}/my-bundle/index.md`],
    ['plain', `${folder}/plain.md`],
    ['switching', `${folder}/2014-07-01-switching.markdown`],
    ['wahoo', `${folder}/2021/10/19/wahoo/index.md`],
  ]);
});

it('names every file it does not publish, and why', () => {
  const root = rootWith({
    [`${folder}/a/index.md`]: post('A'),
    [`${folder}/a/index.ja.md`]: post('A in Japanese'),
    [`${folder}/a/notes.md`]: post('A resource'),
    [`${folder}/a/data.numbers`]: '',
    [`${folder}/a/photo.png`]: '',
    [`${folder}/b.de.md`]: post('Auf Deutsch'),
    [`${folder}/_index.md`]: '# Posts',
    [`${folder}/c.mdx`]: post('MDX'),
  });
  const { posts, notes } = loadPosts(folder, root, false);
  expect(posts.map(({ slug }) => slug)).toEqual(['a']);
  expect(notes).toEqual([
    `${folder}/_index.md: a section’s list page (Hugo’s _index.md) is not a post: left out`,
    `${folder}/a/data.numbers: not published: only documents and the pictures they show are`,
    `${folder}/a/index.ja.md: a translation into Japanese (ja), a language the site does not list: not published`,
    `${folder}/a/notes.md: not published: a page bundle’s page is its index.md`,
    `${folder}/b.de.md: a translation into German (de), a language the site does not list: not published`,
    `${folder}/c.mdx: not read: rename .mdx to .md (MDX code is left out, with a note)`,
  ]);
});

describe('pictures beside a post', () => {
  const root = rootWith({
    [`${folder}/trip/photo.png`]: '',
    [`${folder}/trip/gallery/one.jpg`]: '',
    [`${folder}/other/map.png`]: '',
    'public/static/images/card.png': '',
    'lib/content/pictures/writing/chart.png': '',
  });
  const file = `${folder}/trip/index.md`;

  it('are named by their path on the site, on the same lines', () => {
    const text = [
      '![A photo](./photo.png#float-right)',
      '![One](gallery/one.jpg "Title") and ![Map](../other/map.png)',
      '<img alt="Inline" src="photo.png">',
      '![Ref][p]',
      '',
      '[p]: <./photo.png>',
      '![Far](https://example.org/x.png) ![Ours](/writing/chart.png)',
      '```',
      '![In code](./photo.png)',
      '```',
    ].join('\n');
    expect(resolvePictures(text, file, root)).toEqual({
      text: [
        '![A photo](/writing/trip/photo.png)',
        '![One](/writing/trip/gallery/one.jpg "Title") and ![Map](/writing/other/map.png)',
        '<img alt="Inline" src="/writing/trip/photo.png">',
        '![Ref][p]',
        '',
        '[p]: </writing/trip/photo.png>',
        '![Far](https://example.org/x.png) ![Ours](/writing/chart.png)',
        '```',
        '![In code](./photo.png)',
        '```',
      ].join('\n'),
      missing: [],
    });
  });

  it('are named by line when they are not there, or outside the content folder', () => {
    const text = 'Intro\n\n![Gone](./gone.png)\n\n![Out](../../../../secret.png)\n';
    expect(resolvePictures(text, file, root).missing).toEqual([
      { line: 3, src: './gone.png', path: `${folder}/trip/gone.png` },
      { line: 5, src: '../../../../secret.png', path: 'secret.png' },
    ]);
  });

  it('are found in the pictures folder first, then beside the post, then in public/', () => {
    const pictures = join(root, 'lib/content/pictures');
    expect(pictureFile('/writing/chart.png', pictures)).toBe(join(pictures, 'writing/chart.png'));
    expect(pictureFile('/writing/trip/photo.png', pictures)).toBe(
      join(root, folder, 'trip/photo.png'),
    );
    expect(pictureFile('/static/images/card.png', pictures)).toBe(
      join(root, 'public/static/images/card.png'),
    );
    // `..` never leaves the pictures folder for the others: it is refused.
    expect(() => pictureFile('/../public/static/images/card.png', pictures)).toThrow(
      'leads outside',
    );
  });

  it('make a build problem by file and line when missing', () => {
    const bundle = rootWith({ [`${folder}/trip/index.md`]: post('Trip', '![Gone](gone.png)') });
    expect(loadPosts(folder, bundle, false).problems).toEqual([
      `${folder}/trip/index.md:6: the picture gone.png is not there (no ${folder}/trip/gone.png)`,
    ]);
  });
});

it('turns shortcodes into markdown before it finds the pictures, and notes what it left out by line', () => {
  const body = '{{< figure src="photo.png" caption="A photo" >}}\n\n{{< gallery dir="trip" >}}';
  const root = rootWith({
    [`${folder}/trip/index.md`]: post('Trip', body),
    [`${folder}/trip/photo.png`]: '',
  });
  const { posts, notes, problems } = loadPosts(folder, root, false);
  expect(problems).toEqual([]);
  expect(posts[0]!.body).toContain(
    '<figure><img src="/writing/trip/photo.png" alt="A photo"><figcaption>A photo</figcaption></figure>',
  );
  expect(notes).toEqual([
    `${folder}/trip/index.md:8: {{< gallery dir="trip" >}} left out: a shortcode of the old site, which does not run here`,
  ]);
});

it('reads a story written as a page bundle, its pictures beside it', () => {
  const root = rootWith({
    'lib/content/projects/lunar/index.md': '---\nrole: Solo\n---\n\n![The lander](lander.png)\n',
    'lib/content/projects/lunar/lander.png': '',
  });
  const { entries, problems } = readMarkdownFolder('lib/content/projects', storySchema, root);
  expect(problems).toEqual([]);
  expect(entries.map(({ slug, body }) => [slug, body])).toEqual([
    ['lunar', '\n![The lander](/projects/lunar/lander.png)\n'],
  ]);
});
