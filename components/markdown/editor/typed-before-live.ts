// The editor is pre-rendered, so a visitor can type before the page is live. React hydrates in
// slices, and in an early one it writes its value into the textarea: written with the pre-rendered
// text, that would wipe what was typed, and a keystroke before the last slice would land on the
// wiped box. So this module runs as soon as the page's scripts do, before hydration: it keeps what
// the textarea holds and where the cursor is, hands that text to React to hydrate the box with
// (`textBeforeLive`), and puts it back should anything else write the box before a keystroke.

export interface TypedText {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

let typed: TypedText | null = null;

const editor = () => {
  const element = document.getElementById('editor');
  return element instanceof HTMLTextAreaElement ? element : null;
};

const read = () => {
  const box = editor();
  if (box) {
    const { value, selectionStart, selectionEnd } = box;
    typed = { value, selectionStart, selectionEnd };
  }
};

// Before the browser applies a keystroke: a box that no longer holds what it last held was written
// by the page, not the visitor. Their text and cursor go back first, so the keystroke lands on them.
const guard = (event: Event) => {
  const box = editor();
  if (typed === null || box === null || event.target !== box || box.value === typed.value) return;
  box.value = typed.value;
  box.setSelectionRange(typed.selectionStart, typed.selectionEnd);
};

// On the window, capturing: ahead of React's own listeners, which may hydrate the editor inside
// the very event that brought the keystroke.
if (typeof window !== 'undefined') {
  read();
  window.addEventListener('beforeinput', guard, true);
  window.addEventListener('input', read, true);
}

/** The text to hydrate the editor with: what its box holds, so React leaves it as it is. */
export const textBeforeLive = (rendered: string) => typed?.value ?? rendered;

/** What the textarea held before hydration (null if it was never seen), once. */
export function takeTypedText(): TypedText | null {
  window.removeEventListener('beforeinput', guard, true);
  window.removeEventListener('input', read, true);
  const taken = typed;
  typed = null;
  return taken;
}
