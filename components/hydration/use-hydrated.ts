'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

// Values only the browser knows switch on it without a hydration mismatch: both sides render the
// server's value first.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
