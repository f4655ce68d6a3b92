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

/** The clock page hands over the keeper it carries: a chunk of its own would load the timer twice. */
export function hostOwnKeeper(Keeper: () => ReactElement) {
  if (!hosted.get()) hosted.set(createElement(Keeper));
}

// Other pages' keeper comes as a chunk of its own. Code that did not come (offline, and not kept)
// leaves the page as it was.
const hostKeeper = () =>
  import('./clock-keeper').then(
    ({ ClockKeeper }) => hostOwnKeeper(ClockKeeper),
    () => {},
  );

// Other pages load none of the keeper's code unless this tab's timer runs (after a reload).
export function ClockHost() {
  const keeper = useSyncExternalStore(hosted.subscribe, hosted.get, () => null);

  useEffect(() => {
    // hosted, not keeper: the clock page may have handed its own over in this same commit.
    if (!hosted.get() && timerRuns()) void hostKeeper();
  }, [keeper]);

  return keeper;
}
