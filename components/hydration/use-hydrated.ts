'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React renders the pre-rendered HTML and during hydration, true from then on. Values
 * only the browser knows (the visitor's year, whether typing is handled yet) switch on it without a
 * hydration mismatch, because both sides render the server's value first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
