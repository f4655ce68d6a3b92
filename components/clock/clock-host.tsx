'use client';

import {
  createElement,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react';
import { savedTimerKey } from '@/lib/clock/saved-timer-key';

/** Whether this tab's kept timer is running (a reload on another page keeps it counting). */
function timerRuns() {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(savedTimerKey) ?? 'null');
    return (saved as { timer?: { timerStarted?: unknown } } | null)?.timer?.timerStarted === true;
  } catch {
    return false;
  }
}

let hosted: ReactElement | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The timer's page hands its keeper here, to be kept above the pages for the rest of the visit.
 * Imported by the page, its code shares the timer's with the page's own (no copy on the page).
 */
export function hostKeeper(keeper: ComponentType) {
  if (hosted) return;
  hosted = createElement(keeper);
  listeners.forEach((listener) => listener());
}

/**
 * In the root layout: the timer's keeper, once the timer's page has handed it over, or on any
 * page where this tab's session runs (after a reload). Other pages load none of its code.
 */
export function ClockHost() {
  const keeper = useSyncExternalStore(
    subscribe,
    () => hosted,
    () => null,
  );

  useEffect(() => {
    if (keeper || !timerRuns()) return;
    import('./clock-keeper').then(
      ({ ClockKeeper }) => hostKeeper(ClockKeeper),
      () => {
        // Its code did not arrive (offline, and not kept): the timer's page still shows the session.
      },
    );
  }, [keeper]);

  return keeper;
}
