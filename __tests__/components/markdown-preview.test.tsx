import { render } from '@testing-library/react';
import { MarkdownPreview } from '@/components/markdown/preview/markdown-preview';
import { MarkdownDocument } from '../fixtures/markdown-document';
import { markdownSample } from '@/lib/content/markdown-sample';
import { hostileMarkdown, unsafeParts } from '../fixtures/hostile-markdown';

function preview(text: string) {
  const { container } = render(<MarkdownPreview text={text} />);
  return container;
}

/** As the worker renders a document that may hold raw HTML: parsed, then sanitized. */
function withHtml(text: string) {
  const { container } = render(<MarkdownDocument text={text} />);
  return container;
}

describe('MarkdownPreview', () => {
  it.each([
    ['**bold**', '<p><strong>bold</strong></p>'],
    ['', ''],
    ['line one\nline two', '<p>line one<br>\nline two</p>'],
    ['# Title', '<h1 id="user-content-title">Title</h1>'],
    ['`code`', '<p><code>code</code></p>'],
    ['~~gone~~', '<p><del>gone</del></p>'],
  ])('renders %j as exactly %j', (markdown, html) => {
    expect(preview(markdown).innerHTML).toBe(html);
  });

  it('renders GitHub-flavoured tables, task lists and autolinks', () => {
    const root = preview('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\nsee www.example.org');
    expect(root.querySelector('table th')).toHaveTextContent('a');
    expect(root.querySelector('li input[type="checkbox"]')).toBeChecked();
    expect(root.querySelector('li input[type="checkbox"]')).toHaveAccessibleName('Done');
    expect(root.querySelector('a')).toHaveAttribute('href', 'http://www.example.org');
  });

  it('opens links in a new tab without giving the page a way back', () => {
    const link = preview('[site](https://example.org)').querySelector('a')!;
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const inPage = preview('[up](#top)').querySelector('a')!;
    expect(inPage).not.toHaveAttribute('target');
  });

  // The elements the freeCodeCamp stories ask of the sample (the build checks the markdown has
  // them, lib/site/sample-elements.ts): the preview shows each, whatever the owner's sample.
  it('renders every element the sample holds for the freeCodeCamp tests', () => {
    const root = preview(markdownSample);
    for (const selector of [
      'h1',
      'h2',
      'a[href]',
      ':not(pre) > code',
      'pre > code',
      'li',
      'blockquote',
      'img[src][alt]',
      'strong',
    ]) {
      expect({ selector, found: root.querySelector(selector) !== null }).toEqual({
        selector,
        found: true,
      });
    }
  });

  describe('with hostile input', () => {
    const consoleError = jest.spyOn(console, 'error');
    afterEach(() => consoleError.mockClear());
    afterAll(() => consoleError.mockRestore());

    it('has at least 15 cases', () => {
      expect(Object.keys(hostileMarkdown).length).toBeGreaterThanOrEqual(15);
    });

    it.each(Object.entries(hostileMarkdown))('renders %s inert, quietly', (_name, markdown) => {
      for (const root of [preview(markdown), withHtml(markdown)]) {
        expect(unsafeParts(root)).toEqual([]);
      }
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('still shows a link whose URL was dropped, as text', () => {
      expect(preview('[click](javascript:alert(1))').innerHTML).toBe('<p><span>click</span></p>');
      expect(preview('![logo](javascript:alert(1))').innerHTML).toBe('<p><span>[logo]</span></p>');
    });

    it('keeps the page’s ids and the sanitizer’s prefix apart', () => {
      expect(withHtml('<div id="editor">x</div>').innerHTML).toBe(
        '<div id="user-content-editor">x</div>',
      );
    });
  });

  it.each([
    ['<kbd>Ctrl</kbd>+<kbd>C</kbd>', '<p><kbd>Ctrl</kbd>+<kbd>C</kbd></p>'],
    ['H<sub>2</sub>O and x<sup>2</sup>', '<p>H<sub>2</sub>O and x<sup>2</sup></p>'],
    ['one<br>two', '<p>one<br>two</p>'],
    ['<ins>added</ins> <del>removed</del>', '<p><ins>added</ins> <del>removed</del></p>'],
    [
      '<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>',
      '<details>\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>',
    ],
    ['<p align="center">Centred</p>', '<p align="center">Centred</p>'],
  ])('renders GitHub’s safe HTML %j as %j', (markdown, html) => {
    expect(withHtml(markdown).innerHTML).toBe(html);
  });

  it('keeps a document out of the page’s focus order and keyboard shortcuts', () => {
    const root = withHtml(
      '<div tabindex="1" accesskey="s">first</div>\n\n<a href="#x" tabindex="-1">x</a>\n\n' +
        '<pre tabindex="5">code</pre>',
    );
    expect(root.querySelectorAll('[accesskey]')).toHaveLength(0);
    expect([...root.querySelectorAll('[tabindex]')].map((e) => e.outerHTML)).toEqual([
      '<pre tabindex="0">code</pre>',
    ]);
  });

  it('notices when the checker itself finds trouble', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<a href=" JavaScript:x">a</a><img src="" onerror="x"><script></script><p id="editor"></p>';
    expect(unsafeParts(root)).toEqual([
      'a href= JavaScript:x',
      'img empty src',
      'img onerror',
      '<script>',
      'p id=editor',
    ]);
  });
});
