// The editor is pre-rendered, so a visitor can type before the page is live; React then puts the
// pre-rendered text back as it hydrates. This module runs as soon as the page's scripts do, before
// hydration, and keeps what the textarea held and where the cursor was until the editor asks.

export interface TypedText {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

let typed: TypedText | null = null;

const read = () => {
  const editor = document.getElementById('editor');
  if (editor instanceof HTMLTextAreaElement) {
    const { value, selectionStart, selectionEnd } = editor;
    typed = { value, selectionStart, selectionEnd };
  }
};

// On the window, capturing: ahead of React's own listeners, which may hydrate the editor (and put
// the pre-rendered text back) inside the very event that brought the keystroke.
if (typeof window !== 'undefined') {
  read();
  window.addEventListener('input', read, true);
}

/** What the textarea held before hydration (null if it was never seen), once. */
export function takeTypedText(): TypedText | null {
  window.removeEventListener('input', read, true);
  const taken = typed;
  typed = null;
  return taken;
}
