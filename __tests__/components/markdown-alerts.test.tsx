/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownPreview } from '@/components/markdown/preview/markdown-preview';

const html = (markdown: string) => renderToStaticMarkup(<MarkdownPreview text={markdown} />);

describe('remarkAlerts', () => {
  it('renders each of GitHub’s five alerts as GitHub does', () => {
    for (const kind of ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION']) {
      const name = kind[0] + kind.slice(1).toLowerCase();
      expect(html(`> [!${kind}]\n> Read *this*.`)).toBe(
        `<div class="markdown-alert markdown-alert-${kind.toLowerCase()}">\n<p class="markdown-alert-title">${name}</p>\n<p>Read <em>this</em>.</p>\n</div>`,
      );
    }
  });

  it('takes the marker in any case, alone, or before more blocks', () => {
    expect(html('> [!tip]')).toBe(
      '<div class="markdown-alert markdown-alert-tip">\n<p class="markdown-alert-title">Tip</p>\n</div>',
    );
    expect(html('> [!Warning]\n>\n> - one')).toContain(
      '<p class="markdown-alert-title">Warning</p>\n<ul>',
    );
  });

  it('leaves other quotes as they are', () => {
    for (const quote of ['> [!NOTE] on one line', '> [!NOTES]\n> x', '> text\n> [!NOTE]', '> x']) {
      expect(html(quote)).toMatch(/^<blockquote>/);
    }
  });
});
