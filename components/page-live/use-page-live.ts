import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

// False until React has hydrated the pre-rendered page. Values only the browser knows switch on it
// without a hydration mismatch: both sides render the server's value first.
export function usePageLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
