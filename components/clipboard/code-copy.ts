import { copiedLabels, copyWith } from './copy';

const label = 'Copy';
const resetAfterMs = 2000;

/** Gives each code block in `root` without one a button that copies the block's code exactly. */
export function addCopyButtons(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-code-block]')) {
    const code = block.querySelector('pre');
    if (!code || block.querySelector(':scope > button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.setAttribute('aria-label', 'Copy the code');
    // The outcome is said where the button is, without moving focus.
    button.setAttribute('aria-live', 'polite');
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      const outcome = await copyWith((clipboard) => clipboard.writeText(code.textContent ?? ''));
      button.textContent = copiedLabels[outcome];
      button.removeAttribute('aria-label');
      clearTimeout(reset);
      reset = setTimeout(() => {
        button.textContent = label;
        button.setAttribute('aria-label', 'Copy the code');
      }, resetAfterMs);
    });
    block.append(button);
  }
}
