// React hydrates in slices and writes the textarea's value early, which would wipe what a visitor
// typed into the pre-rendered box. Run before hydration, this keeps that text and puts it back.

export type TypedText = Pick<HTMLTextAreaElement, 'value' | 'selectionStart' | 'selectionEnd'>;

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

// A box that no longer holds what it last held was written by the page: the visitor's text goes
// back first, so the keystroke lands on it.
const guard = (event: Event) => {
  const box = editor();
  if (typed === null || box === null || event.target !== box || box.value === typed.value) return;
  box.value = typed.value;
  box.setSelectionRange(typed.selectionStart, typed.selectionEnd);
};

// Capturing on the window: ahead of React, which may hydrate inside the keystroke's own event.
if (typeof window !== 'undefined') {
  read();
  window.addEventListener('beforeinput', guard, true);
  window.addEventListener('input', read, true);
}

export const textBeforeLive = (rendered: string) => typed?.value ?? rendered;

export function takeTypedText(): TypedText | null {
  window.removeEventListener('beforeinput', guard, true);
  window.removeEventListener('input', read, true);
  const taken = typed;
  typed = null;
  return taken;
}
