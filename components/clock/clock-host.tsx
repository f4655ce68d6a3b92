'use client';

import { createElement, useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { savedTimerKey } from '@/lib/clock/saved-timer-key';
import { createPageValue } from '@/lib/page-value';

// A reload on another page keeps it counting.
function timerRuns() {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(savedTimerKey) ?? 'null');
    return (saved as { timer?: { timerStarted?: unknown } } | null)?.timer?.timerStarted === true;
  } catch {
    return false;
  }
}

// Kept for the rest of the visit, whichever pages come and go.
const hosted = createPageValue<ReactElement | null>(() => null, { keep: true });

// Imported by the clock page, so the keeper's code is shared with it, not copied. Code that did
// not come (offline, and not kept) leaves the clock page showing the timer still.
export const hostKeeper = () =>
  import('./clock-keeper').then(
    ({ ClockKeeper }) => !hosted.get() && hosted.set(createElement(ClockKeeper)),
    () => {},
  );

// Other pages load none of the keeper's code unless this tab's timer runs (after a reload).
export function ClockHost() {
  const keeper = useSyncExternalStore(hosted.subscribe, hosted.get, () => null);

  useEffect(() => {
    if (!keeper && timerRuns()) void hostKeeper();
  }, [keeper]);

  return keeper;
}
