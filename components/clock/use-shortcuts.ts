import { useEffect, useRef } from 'react';
import { ownKeysControl, typingField, within } from '@/lib/own-keys';

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
      if (event.key === ' ' && !within(event.target, ownKeysControl)) {
        event.preventDefault(); // no page scroll
        latest.current.startStop();
      } else if (
        event.key.toUpperCase() === shortcuts.reset &&
        !within(event.target, typingField)
      ) {
        latest.current.reset();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
