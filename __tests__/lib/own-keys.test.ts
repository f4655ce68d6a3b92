import { ownKeysControl, typingField, within } from '@/lib/own-keys';

const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]')!;
};

describe('own keys', () => {
  it('knows fields being typed in, and that every field is a control with its own keys', () => {
    for (const html of [
      '<input data-target>',
      '<textarea data-target></textarea>',
      '<div contenteditable><b data-target>x</b></div>',
      '<div role="combobox" data-target></div>',
    ]) {
      expect(within(element(html), typingField)).toBe(true);
      expect(within(element(html), ownKeysControl)).toBe(true);
    }
  });

  it('knows controls with their own Space or Enter that are not typed in', () => {
    for (const html of ['<button data-target>', '<a href="/"><span data-target></span></a>']) {
      expect(within(element(html), ownKeysControl)).toBe(true);
      expect(within(element(html), typingField)).toBe(false);
    }
  });

  it('leaves the rest of the page, and whatever is not an element, to the shortcuts', () => {
    expect(within(element('<p data-target>text</p>'), ownKeysControl)).toBe(false);
    expect(within(element('<div contenteditable="false" data-target></div>'), typingField)).toBe(
      false,
    );
    expect(within(window, ownKeysControl)).toBe(false);
    expect(within(null, typingField)).toBe(false);
  });
});
