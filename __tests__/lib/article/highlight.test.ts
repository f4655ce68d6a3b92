/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import {
  canHighlight,
  languagesNamedIn,
  loadLanguage,
  rehypeHighlight,
} from '@/lib/article/highlight';

const html = (markdown: string) =>
  renderToStaticMarkup(createElement(Markdown, { rehypePlugins: [rehypeHighlight] }, markdown));

describe('the languages a text’s code names', () => {
  it('are read from every fence, in lists and quotes too, each once and in lower case', () => {
    expect(
      languagesNamedIn('```JS\nx\n```\n\n> ```python\n> y\n> ```\n\n- ~~~ bash {.x}\n\n```js\n```'),
    ).toEqual(['js', 'python', 'bash']);
  });

  it('are none for fences without a name', () => {
    expect(languagesNamedIn('```\nplain\n```')).toEqual([]);
  });
});

// First in this file: later tests load every grammar.
it('loads no grammar for the names a fence passes through as it is typed', async () => {
  await Promise.all(['p', 'pyt', 'pyth', 'javas', 'no-such-language'].map(loadLanguage));
  // Rust comes only with all of refractor's grammars, which an unknown name used to load.
  expect(canHighlight('rust')).toBe(false);
});

describe('rehypeHighlight', () => {
  it('colours JavaScript, which comes with the page', () => {
    expect(html('```js\nconst a = 1;\n```')).toBe(
      '<pre><code class="language-js"><span class="token keyword">const</span> a ' +
        '<span class="token operator">=</span> <span class="token number">1</span>' +
        '<span class="token punctuation">;</span>\n</code></pre>',
    );
  });

  it('leaves code plain in a language it has not loaded, or that no grammar knows', () => {
    expect(html('```nonsense\nx = 1\n```')).toBe(
      '<pre><code class="language-nonsense">x = 1\n</code></pre>',
    );
    expect(html('`inline`')).toBe('<p><code>inline</code></p>');
  });

  it('colours a common language once it has loaded', async () => {
    expect(canHighlight('py')).toBe(false);
    await loadLanguage('py');
    expect(html('```py\ndef f(): pass\n```')).toContain('<span class="token keyword">def</span>');
  });

  it('loads any other language refractor knows, and settles for names none knows', async () => {
    await Promise.all([loadLanguage('rust'), loadLanguage('no-such-language')]);
    expect(canHighlight('rust')).toBe(true);
    expect(canHighlight('no-such-language')).toBe(false);
    expect(html('```rust\nfn main() {}\n```')).toContain('<span class="token keyword">fn</span>');
  });

  it.each(['constructor', '__proto__', 'Constructor', 'toString', 'hasOwnProperty'])(
    'settles for a fence named %s, which no grammar has, and leaves its code plain',
    async (name) => {
      await expect(loadLanguage(name)).resolves.toBeUndefined();
      expect(canHighlight(name)).toBe(false);
      expect(html(`\`\`\`${name}\nx = 1\n\`\`\``)).toContain('x = 1\n</code></pre>');
    },
  );
});
