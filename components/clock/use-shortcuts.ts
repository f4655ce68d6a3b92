'use client';

import { useEffect, useRef } from 'react';

// Where Space already does something of its own (presses, ticks, types, scrolls a list).
const control =
  'a[href], button, input, select, textarea, summary, audio[controls], video[controls], ' +
  '[contenteditable]:not([contenteditable="false"]), [role="button"], [role="link"], ' +
  '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], ' +
  '[role="option"], [role="slider"], [role="spinbutton"], [role="textbox"], [role="combobox"]';
// Where a letter is text being typed.
const typing =
  'input, select, textarea, [contenteditable]:not([contenteditable="false"]), ' +
  '[role="textbox"], [role="combobox"], [role="spinbutton"]';

const within = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

/** The timer's keys, as `aria-keyshortcuts` and the page's own hint name them. */
export const shortcuts = { startStop: 'Space', reset: 'R' } as const;

/**
 * The timer's keys, as pomodoro apps have them: Space starts and stops unless focus is on a
 * control (which has its own Space), R resets unless focus is in a field being typed in.
 */
export function useShortcuts(actions: { startStop: () => void; reset: () => void }) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' && !within(event.target, control)) {
        event.preventDefault(); // no page scroll
        latest.current.startStop();
      } else if (event.key.toUpperCase() === shortcuts.reset && !within(event.target, typing)) {
        latest.current.reset();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
