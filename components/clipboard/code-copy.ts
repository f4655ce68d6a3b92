import type { Words } from '@/lib/words';
import { copyWith } from './copy';

const resetAfterMs = 2000;

/** Gives each code block in `root` without one a button that copies the block's code exactly. */
export function addCopyButtons(root: ParentNode, words: Words['code']): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-code-block]')) {
    const code = block.querySelector('pre');
    if (!code || block.querySelector(':scope > button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = words.copy;
    button.setAttribute('aria-label', words.copyLabel);
    // The outcome is said where the button is, without moving focus.
    button.setAttribute('aria-live', 'polite');
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      const outcome = await copyWith((clipboard) => clipboard.writeText(code.textContent ?? ''));
      button.textContent = words[outcome];
      button.removeAttribute('aria-label');
      clearTimeout(reset);
      reset = setTimeout(() => {
        button.textContent = words.copy;
        button.setAttribute('aria-label', words.copyLabel);
      }, resetAfterMs);
    });
    block.append(button);
  }
}
