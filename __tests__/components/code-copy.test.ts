import { addCopyButtons } from '@/components/clipboard/code-copy';

const code = 'def f():\n\treturn 1\n';

/** A code block as an article writes it: its copy button hidden, with the dictionary's words. */
function page() {
  document.body.innerHTML = `<div data-code-block=""><pre><code></code></pre><button type="button" hidden aria-label="Copy the code" data-copied="Copié" data-failed="Non copié">Copy</button></div>`;
  document.querySelector('code')!.textContent = code;
  return document.querySelector<HTMLElement>('[data-code-block]')!;
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('addCopyButtons', () => {
  it('shows a code block’s button and makes it copy once, however often it runs', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const block = page();
    addCopyButtons(document);
    addCopyButtons(document);
    const button = block.querySelector('button')!;
    expect(button).toBeVisible();
    button.click();
    await settled();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('copies the exact code, tabs and last line break included, and says so in its words', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const block = page();
    addCopyButtons(document);
    block.querySelector('button')!.click();
    await settled();
    expect(writeText).toHaveBeenCalledWith(code);
    expect(block.querySelector('button')).toHaveTextContent('Copié');
  });

  it('says when the browser refuses, in its words', async () => {
    Object.assign(navigator, { clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    const block = page();
    addCopyButtons(document);
    block.querySelector('button')!.click();
    await settled();
    expect(block.querySelector('button')).toHaveTextContent('Non copié');
  });
});
