'use client';

import { useEffect, useRef } from 'react';

// Where Space already does something of its own.
const control =
  'a[href], button, input, select, textarea, summary, audio[controls], video[controls], ' +
  '[contenteditable]:not([contenteditable="false"]), [role="button"], [role="link"], ' +
  '[role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], ' +
  '[role="option"], [role="slider"], [role="spinbutton"], [role="textbox"], [role="combobox"]';
const typing =
  'input, select, textarea, [contenteditable]:not([contenteditable="false"]), ' +
  '[role="textbox"], [role="combobox"], [role="spinbutton"]';

const within = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

export const shortcuts = { startStop: 'Space', reset: 'R' } as const;

// As pomodoro apps have them, except where focus has its own Space, or R is being typed.
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
