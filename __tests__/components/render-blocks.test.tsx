/** @jest-environment node */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockRenderer, MarkdownBlock } from '@/components/markdown/worker/render-blocks';
import { markdownSample } from '@/lib/content/markdown-sample';
import { blockHtml } from '@/lib/markdown/preview-protocol';
import { itemsPerPart } from '@/lib/markdown/source-parts';
import { MarkdownDocument } from '../fixtures/markdown-document';
import { longListDocument, markdownDocument } from '../fixtures/markdown-documents';

const whole = (text: string) => renderToStaticMarkup(<MarkdownDocument text={text} />);

function inBlocks(text: string, render = blockRenderer()) {
  const rendered = render(text);
  if (!rendered.ok) throw new Error(rendered.reason);
  return rendered.blocks.map(blockHtml).join('\n');
}

describe('the worker’s block rendering', () => {
  it('is exactly the whole document’s rendering, block by block', () => {
    for (const text of [
      markdownSample,
      'one\n\ntwo\n\n- a\n\n- b\n\n1. x\n2. y\n\n> q',
      '[a][r] and [b][r]\n\n[r]: https://example.org\n\n# [c][r]',
      'text[^1]\n\nmore\n\n[^1]: the note',
      `See the note[^n].\n\n> Quoted.\n>\n> [^n]: The hidden note text.\n\n${'line\n\n'.repeat(300)}`,
      `A [ref link][r]\n\n> [r]: https://example.com/r\n\n${'line\n\n'.repeat(300)}`,
      '[x][d]\n\n[d]: /first\n\n> [d]: /second',
      '<div>raw</div>\n\npara\n\n    code\n\n    more code',
      '&copy; &amp; &notit; &#169;',
      '<details>\n<summary>More</summary>\n\nHidden *markdown*.\n\n</details>\n\nAfter.',
      'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>\n\n<b>open\n\nnext',
      '<div align="center">\n\n# Title\n\n</div>\n\n<p>para</p>\n\n<br>\n\ntext',
      '```js\nconst a = 1;\n```\n\n```unknown-language\nplain\n```',
    ]) {
      expect(inBlocks(text)).toBe(whole(text));
    }
  });

  it('agrees with the whole-document rendering on generated documents', () => {
    fc.assert(
      fc.property(markdownDocument, (text) => {
        expect(inBlocks(text)).toBe(whole(text));
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with it on long lists and many blocks, parsed and rendered in parts', () => {
    for (const text of [
      `${'- x\n'.repeat(1_000)}x`,
      `${'- x\n\n'.repeat(200)}\n- [ ] task\n${'- y\n'.repeat(100)}`,
      `${'3. x\n'.repeat(300)}\n# Heading\n\n${'# Heading\n\nw\n\n'.repeat(100)}`,
      `${'- a\n  - b\n\n    c\n'.repeat(100)}`,
      // Items that only continue a paragraph (a number other than 1 cannot interrupt one).
      `- # Heading\nTitle\n===\n  continued\n${'7) seven\n'.repeat(70)}`,
      `1. a\n${'7) seven\n'.repeat(70)}`,
    ]) {
      expect(inBlocks(text)).toBe(whole(text));
    }
    fc.assert(
      fc.property(longListDocument, (text) => {
        expect(inBlocks(text)).toBe(whole(text));
      }),
      { numRuns: 60 },
    );
  });

  it('renders a keystroke at the end of a long list as one part of it', () => {
    const itemsRendered: number[] = [];
    const render = blockRenderer((tree) => {
      const html = renderToStaticMarkup(<MarkdownBlock tree={tree} />);
      itemsRendered.push(html.split('<li>').length - 1);
      return html;
    });
    const list = '- x\n'.repeat(5_000);
    const paragraphs = Array.from({ length: 2_000 }, (_, n) => `w${n}`).join('\n\n');
    render(`${paragraphs}\n\n${list}`);
    itemsRendered.length = 0;
    const typed = render(`${paragraphs}\n\n${list}y`);
    expect(typed.ok && typed.blocks).toHaveLength(2_001);
    expect(itemsRendered.reduce((sum, items) => sum + items, 0)).toBeLessThanOrEqual(
      2 * itemsPerPart,
    );
  });

  it('renders again only the blocks a keystroke changed', () => {
    const rendered: string[] = [];
    const render = blockRenderer((tree) => {
      const html = renderToStaticMarkup(<MarkdownBlock tree={tree} />);
      rendered.push(html);
      return html;
    });
    render('# Title\n\nfirst\n\nsecond\n\nsecond');
    expect(rendered).toEqual([
      '<h1 id="user-content-title">Title</h1>',
      '<p>first</p>',
      '<p>second</p>',
    ]);
    rendered.length = 0;
    const again = render('# Title\n\nfirst!\n\nsecond\n\nsecond');
    expect(rendered).toEqual(['<p>first!</p>']);
    expect(again.ok && again.blocks).toHaveLength(4);
  });

  it('says why a document cannot be shown', () => {
    expect(blockRenderer()(`${'*'.repeat(600)}a${'*'.repeat(600)}`)).toEqual({
      ok: false,
      reason: 'too-deep',
    });
  });
});
