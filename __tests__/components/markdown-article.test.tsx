/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
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

const page = async (text: string) => renderToStaticMarkup(await MarkdownArticle({ text }));

/** The page's additions taken away: the wrapper, each heading's box and its link, code's box. */
const withoutPageWrappers = (html: string) =>
  html
    .replace(/^<div class="document body">|<\/div>$/g, '')
    .replace(/<div class="code" data-code-block="">(<pre[^]*?<\/pre>)<\/div>/g, '$1')
    .replace(/<div class="heading">(<h\d[^]*?<\/h\d>)<a class="anchor"[^>]*>#<\/a><\/div>/g, '$1');

describe('a story page', () => {
  it('renders markdown as the editor’s preview does, adding only wrappers, heading links and code boxes', async () => {
    const html = await page(story);
    expect(html).toContain(
      '<a class="anchor" href="#user-content-title" aria-label="Link to “Title”">#</a>',
    );
    expect(withoutPageWrappers(html)).toBe(renderToStaticMarkup(<MarkdownDocument text={story} />));
  });

  it('colours every language on the server and lets nothing run', async () => {
    const html = await page(story);
    expect(html).toContain('<span class="token keyword">def</span>');
    expect(html).toContain('<span class="token keyword">fn</span>');
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).not.toMatch(/<script|onerror/);
  });

  it('points footnotes and in-page links at their ids, which need no script', async () => {
    const html = await page('See [below](#later).[^1]\n\n## Later\n\n[^1]: A note.\n');
    expect(html).toContain('href="#user-content-later"');
    expect(html).toMatch(/href="#user-content-fn-1"/);
    expect(html).toMatch(/id="user-content-fn-1"/);
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

  it('resizes this site’s pictures with their size, and shows http and data pictures as alt text', async () => {
    const html = await page(
      '![Lander](/projects/lunar-lander.png)\n\n![Old](http://example.org/a.png) ![Inline](data:image/png;base64,AAAA)',
    );
    expect(html).toMatch(
      /<img src="\/images\/projects-lunar-lander-[0-9a-f]{8}-736\.webp" srcSet="[^"]+ 480w, [^"]+ 1472w" sizes="[^"]+" alt="Lander" width="1600" height="900" loading="lazy" decoding="async"\/>/,
    );
    expect(html).toContain('<span>[Old]</span>');
    expect(html).toContain('<span>[Inline]</span>');
  });
});
