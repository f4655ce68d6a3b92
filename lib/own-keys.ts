// The elements that keep keys for themselves, so the demos' keyboard shortcuts leave them alone.
export const typingField =
  'input, select, textarea, [contenteditable]:not([contenteditable="false"]), ' +
  '[role="textbox"], [role="combobox"], [role="spinbutton"]';

/** Controls with their own Space or Enter (they press, tick, type, follow or scroll a list). */
export const ownKeysControl =
  'a[href], button, summary, audio[controls], video[controls], [role="button"], [role="link"], ' +
  '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], ' +
  `[role="option"], [role="slider"], ${typingField}`;

export const within = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;
