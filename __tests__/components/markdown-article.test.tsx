/** @jest-environment node */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { contentFiles } from '@/lib/site/content-files';
import { MarkdownArticle } from '@/components/article/markdown-article';
import { MarkdownDocument } from '../fixtures/markdown-document';

const story = `# Title

Some **bold** text, a [link](https://example.org) and \`code\`.

> [!WARNING]
> Careful.

| A | B |
| --- | :-: |
| 1 | 2 |

- [x] done
- [ ] to do

\`\`\`python
def f(): return 1
\`\`\`

\`\`\`rust
fn main() {}
\`\`\`

<details><summary>More</summary><kbd>Ctrl</kbd><script>alert(1)</script><img src=x onerror=alert(1)></details>
`;

// Another post of the site, with a heading of its own: this test's, not the owner's.
jest.mock('@/lib/site/article-ids', () => ({
  articleIdsAt: (path: string) =>
    path === '/writing/other/' ? new Set(['user-content-the-part']) : undefined,
}));

const page = async (text: string) => renderToStaticMarkup(await MarkdownArticle({ text }));

/** The page's additions taken away: the wrapper, each heading's box and its link, code's box. */
const withoutPageWrappers = (html: string) =>
  html
    .replace(/^<div class="document body" data-owner-words="">|<\/div>$/g, '')
    .replace(
      /<div class="code" data-code-block="">(<pre[^]*?<\/pre>)<button type="button" hidden=""[^>]*>Copy<\/button><\/div>/g,
      '$1',
    )
    .replace(/<div class="heading">(<h\d[^]*?<\/h\d>)<a class="anchor"[^>]*>#<\/a><\/div>/g, '$1');

describe('a story page', () => {
  it('renders markdown as the editor’s preview does, adding only wrappers, heading links and code boxes with their copy buttons', async () => {
    const html = await page(story);
    expect(html).toContain(
      '<a class="anchor" href="#user-content-title" aria-label="Link to “Title”">#</a>',
    );
    expect(withoutPageWrappers(html)).toBe(renderToStaticMarkup(<MarkdownDocument text={story} />));
  });

  it('reads a wrapped paragraph as one paragraph, as GitHub renders a .md file', async () => {
    const wrapped = 'A paragraph wrapped\nat eighty columns,\nas most writers keep it.';
    expect(await page(wrapped)).toContain(
      '<p>A paragraph wrapped\nat eighty columns,\nas most writers keep it.</p>',
    );
    // The editor demo's spec asks for breaks; its preview keeps them.
    expect(renderToStaticMarkup(<MarkdownDocument text={wrapped} />)).toContain('<br/>');
  });

  it('colours every language on the server and lets nothing run', async () => {
    const html = await page(story);
    expect(html).toContain('<span class="token keyword">def</span>');
    expect(html).toContain('<span class="token keyword">fn</span>');
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).not.toMatch(/<script|onerror/);
  });

  it('reads a line break in the source as a space, as GitHub reads a .md file', async () => {
    const html = await page('A paragraph wrapped\nat eighty columns\nas most writers do.\n');
    expect(html).toContain('<p>A paragraph wrapped\nat eighty columns\nas most writers do.</p>');
    expect(html).not.toContain('<br');
  });

  it('keeps a figure with its caption', async () => {
    const html = await page(
      '<figure><img src="https://example.org/a.png" alt="A"><figcaption>The caption</figcaption></figure>\n',
    );
    expect(html).toMatch(/<figure><img[^>]*><figcaption>The caption<\/figcaption><\/figure>/);
  });

  it('points footnotes and in-page links at their ids, which need no script', async () => {
    const html = await page('See [below](#later).[^1]\n\n## Later\n\n[^1]: A note.\n');
    expect(html).toContain('href="#user-content-later"');
    expect(html).toMatch(/href="#user-content-fn-1"/);
    expect(html).toMatch(/id="user-content-fn-1"/);
  });

  it('points a link to a heading of another post at its id there, as a heading link gives it', async () => {
    const html = await page(
      'See [it](/writing/other/#the-part), [again](/writing/other/#The-Part), [gone](/writing/other/#gone) and [top](/tags/x/#top).\n',
    );
    expect(html.match(/href="[^"]*\/writing\/other\/#user-content-the-part"/g)).toHaveLength(2);
    expect(html).toMatch(/href="[^"]*\/writing\/other\/#gone"/);
    expect(html).toMatch(/href="[^"]*\/tags\/x\/#top"/);
  });

  it('leads a link to an old anchor, <a name>, written as the span’s id (HTML has no name there)', async () => {
    const html = await page('[Jump](#here).\n\n<a name="here"></a>Target.\n');
    expect(html).toContain('href="#user-content-here"');
    expect(html).toContain('<span id="user-content-here"></span>Target.');
    expect(html).not.toContain('name=');
  });

  it('opens this site’s pages in the same tab, however they are written, and others in a new one', async () => {
    const html = await page(
      '[root](/writing/other/) [relative](../other/) [here](other/) [query](?page=2) [away](https://example.org/)',
    );
    const targets = [...html.matchAll(/<a [^>]*>/g)].map(([link]) => [
      /href="([^"]*)"/.exec(link)![1],
      /target="([^"]*)"/.exec(link)?.[1] ?? 'same tab',
    ]);
    expect(targets).toEqual([
      ['/writing/other/', 'same tab'],
      ['../other/', 'same tab'],
      ['other/', 'same tab'],
      ['?page=2', 'same tab'],
      ['https://example.org/', '_blank'],
    ]);
  });

  describe('with a picture of its own in the pictures folder', () => {
    // The folder the site reads pictures from, in a subfolder no owner has.
    const folder = join(process.cwd(), contentFiles.pictures, `test-${process.pid}`);
    const path = `/test-${process.pid}/shot.png`;
    beforeAll(async () => {
      mkdirSync(folder, { recursive: true });
      const create = { width: 1600, height: 900, channels: 3, background: '#369' } as const;
      await sharp({ create }).png().toFile(join(folder, 'shot.png'));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('resizes this site’s pictures with their size, and shows http and data pictures as alt text', async () => {
      const html = await page(
        `![Shot](${path})\n\n![Old](http://example.org/a.png) ![Inline](data:image/png;base64,AAAA)`,
      );
      const name = `test-${process.pid}-shot-[0-9a-f]{8}`;
      expect(html).toMatch(
        new RegExp(
          `<img src="/images/${name}-736\\.webp" srcSet="[^"]+ 480w, [^"]+ 1472w" sizes="[^"]+" alt="Shot" width="1600" height="900" loading="lazy" decoding="async"/>`,
        ),
      );
      expect(html).toContain('<span>[Old]</span>');
      expect(html).toContain('<span>[Inline]</span>');
    });

    it('resizes a picture written as HTML too, keeping the width it gives and its shape', async () => {
      const html = await page(`<p align="center"><img src="${path}" alt="Shot" width="400"></p>`);
      expect(html).toMatch(/<img width="400" src="\/images\/[^"]+-736\.webp" srcSet="[^"]+"/);
      expect(html).toContain('alt="Shot" height="225"');
    });

    it('leads a link to a picture to its widest copy, as "click to enlarge" posts link them', async () => {
      const name = `test-${process.pid}-shot-[0-9a-f]{8}`;
      const html = await page(
        `[![Shot](${path})](${path})\n\n<a href="/test-${process.pid}/plan.svg">The plan</a>`,
      );
      expect(html).toMatch(new RegExp(`<a href="/images/${name}-1472\\.webp"><img src=`));
      expect(html).toMatch(
        new RegExp(`<a href="/images/test-${process.pid}-plan-[0-9a-f]{8}\\.svg">The plan</a>`),
      );
      expect(html).not.toContain(`href="${path}"`);
    });
  });
});
