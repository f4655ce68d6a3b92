import { copyWith } from './copy';

const resetAfterMs = 2000;

/**
 * Shows each code block's copy button in `root` (written hidden by the article, with its words) and
 * makes it copy the block's code exactly; a button already shown is left as it is.
 */
export function addCopyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-code-block] > button')) {
    const code = button.parentElement!.querySelector('pre');
    if (!code || !button.hidden) continue;
    const { textContent: copy, dataset } = button;
    const label = button.getAttribute('aria-label') ?? '';
    const said = { copied: dataset.copied ?? '', failed: dataset.failed ?? '' };
    // The outcome is said where the button is, without moving focus.
    button.setAttribute('aria-live', 'polite');
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      const outcome = await copyWith((clipboard) => clipboard.writeText(code.textContent ?? ''));
      button.textContent = said[outcome];
      button.removeAttribute('aria-label');
      clearTimeout(reset);
      reset = setTimeout(() => {
        button.textContent = copy;
        button.setAttribute('aria-label', label);
      }, resetAfterMs);
    });
    button.hidden = false;
  }
}
