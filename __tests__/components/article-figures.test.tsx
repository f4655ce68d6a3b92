/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownArticle } from '@/components/article/markdown-article';
import { fullSize } from '@/lib/article/figures';

const page = async (text: string) => renderToStaticMarkup(await MarkdownArticle({ text }));

describe('a titled picture', () => {
  it('is a figure with its title as caption, the picture a link to its full size', async () => {
    const html = await page('![A loss curve](https://pictures.example/loss.png "Loss per step")');
    expect(html).toContain(
      '<figure><a href="https://pictures.example/loss.png"><img alt="A loss curve" loading="lazy" src="https://pictures.example/loss.png"/></a><figcaption>Loss per step</figcaption></figure>',
    );
  });

  it('keeps its caption as text, whatever it holds', async () => {
    const html = await page('![A](https://pictures.example/a.png "<b>bold</b> & more")');
    expect(html).toContain('<figcaption>&lt;b&gt;bold&lt;/b&gt; &amp; more</figcaption>');
  });

  it('is linked, where a figure written as HTML (Hugo’s shortcode) links only as it says', async () => {
    const html = await page(
      '<figure><img src="https://pictures.example/a.png" alt="A"><figcaption>A</figcaption></figure>\n',
    );
    expect(html).toContain(
      '<figure><img alt="A" loading="lazy" src="https://pictures.example/a.png"/>',
    );
  });

  it('is a figure only alone in its paragraph and with a title', async () => {
    const html = await page(
      '![A](https://pictures.example/a.png)\n\nSee ![B](https://pictures.example/b.png "B") here.',
    );
    expect(html).not.toContain('<figure');
  });
});

describe('a picture’s full size', () => {
  it('is the largest copy of this site’s pictures, never an SVG, and an https picture itself', () => {
    expect(fullSize('/writing/chart.png')).toMatch(/^\/images\/writing-chart-\w+-1472\.webp$/);
    expect(fullSize('/writing/chart.svg')).toBeUndefined();
    expect(fullSize('https://pictures.example/a.jpg')).toBe('https://pictures.example/a.jpg');
    expect(fullSize('https://pictures.example/a.svg')).toBeUndefined();
    expect(fullSize('http://pictures.example/a.jpg')).toBeUndefined();
  });
});
