// Its own file: the module reads the editor once, when it is first loaded, as on a page load.

function pageWithEditor(text: string) {
  document.body.innerHTML = `<textarea id="editor">${text}</textarea>`;
  return document.getElementById('editor') as HTMLTextAreaElement;
}

/** A keystroke as the browser sends it: beforeinput, the edit, then input. */
function type(box: HTMLTextAreaElement, text: string) {
  box.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true }));
  box.setRangeText(text, box.selectionStart, box.selectionEnd, 'end');
  box.dispatchEvent(new InputEvent('input', { bubbles: true }));
}

it('puts the typed text and cursor back when the page writes the editor before a keystroke', async () => {
  const box = pageWithEditor('The sample.');
  const { textBeforeLive, takeTypedText } =
    await import('@/components/markdown/editor/typed-before-live');
  box.setSelectionRange(3, 3);
  type(box, ' typed');
  expect(textBeforeLive('The sample.')).toBe('The typed sample.');

  // Written while the page is not live (as React did while hydrating): the next keystroke lands
  // on what the visitor had, where their cursor was.
  box.value = 'The sample.';
  type(box, ' early');
  expect(box.value).toBe('The typed early sample.');

  expect(takeTypedText()).toEqual({
    value: 'The typed early sample.',
    selectionStart: 15,
    selectionEnd: 15,
  });
  // Once taken, the page is live: React owns the editor, and its writes stay.
  box.value = 'Written by React.';
  type(box, '!');
  expect(box.value).toBe('Written by React.!');
  expect(textBeforeLive('The rendered text.')).toBe('The rendered text.');
});
