import { addCopyButtons as addButtons } from '@/components/clipboard/code-copy';
import { en } from '@/lib/words/en';

const addCopyButtons = (root: ParentNode) => addButtons(root, en.code);

const code = 'def f():\n\treturn 1\n';

function page() {
  document.body.innerHTML = `<div data-code-block=""><pre><code></code></pre></div>`;
  document.querySelector('code')!.textContent = code;
  return document.querySelector<HTMLElement>('[data-code-block]')!;
}

describe('addCopyButtons', () => {
  it('gives a code block one button, however often it runs', () => {
    const block = page();
    addCopyButtons(document);
    addCopyButtons(document);
    expect(block.querySelectorAll('button')).toHaveLength(1);
  });

  it('copies the exact code, tabs and last line break included, and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const block = page();
    addCopyButtons(document);
    block.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(block.querySelector('button')).toHaveTextContent('Copied');
  });
});
