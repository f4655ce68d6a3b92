/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownArticle } from '@/components/article/markdown-article';
import { TableOfContents } from '@/components/article/article-parts';
import { MarkdownPreview } from '@/components/markdown/preview/markdown-preview';
import { siteFeeds } from '@/components/article/site-feeds';
import { articleTree } from '@/lib/article/tree';
import { outline } from '@/lib/article/outline';

const text = [
  '## The loss $L_t$',
  '',
  'A price of $5 and $10.',
  '',
  'Then $\\mathbb{R}^n$ with \\(\\left( \\frac{a}{b} \\right)\\).',
  '',
  '$$',
  '\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}',
  '$$',
  '',
  '## Two',
  '',
  '## Three',
].join('\n');

const page = async (markdown: string) =>
  renderToStaticMarkup(await MarkdownArticle({ text: markdown }));

describe('formulas on a post’s page', () => {
  it('are MathML, written at build time; prices stay text', async () => {
    const html = await page(text);
    expect(html.match(/<math[ >]/g)).toHaveLength(4);
    expect(html).toContain('<mi>ℝ</mi>');
    expect(html).toContain('<mtable>');
    expect(html).toContain('<p>A price of $5 and $10.</p>');
    expect(html).not.toMatch(/\\frac|\\mathbb|language-math/);
  });

  it('are MathML in headings and in the contents list', async () => {
    const html = await page(text);
    expect(html).toMatch(/<h2 id="user-content-the-loss-l_t">The loss <math>/);
    const contents = renderToStaticMarkup(
      <TableOfContents sections={outline(text, articleTree)} />,
    );
    expect(contents).toContain(
      '<a href="#user-content-the-loss-l_t">The loss <math><msub><mi>L</mi><mi>t</mi></msub></math></a>',
    );
  });

  it('are never MathML written as HTML: the sanitizer still drops that', async () => {
    const html = await page('<math><mi>x</mi></math> and <svg><text>y</text></svg>');
    expect(html).not.toMatch(/<math|<svg/);
  });
});

describe('the markdown editor', () => {
  it('shows formulas as the text they are, as before', () => {
    const html = renderToStaticMarkup(<MarkdownPreview text={'A $x$ and \\(y\\)'} />);
    expect(html).toBe('<p>A $x$ and (y)</p>');
  });
});

describe('the feeds', () => {
  it('carry the formulas as MathML', async () => {
    const owner = { name: 'Ann', tagline: 'Builds things', siteUrl: 'https://ann.example' };
    const post = { slug: 'a', title: 'A', date: '2024-05-01', summary: 'S', tags: [], body: text };
    const { atom, json } = await siteFeeds(owner, [post]);
    expect(JSON.parse(json).items[0].content_html).toContain('<mi>ℝ</mi>');
    expect(atom).toContain('&lt;math&gt;');
    expect(atom).not.toContain('mathbb');
  });
});
