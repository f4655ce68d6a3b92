'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * The visitor's current year. The exported HTML carries the build year; after hydration React
 * switches to the visitor's clock without a hydration mismatch, because the server snapshot is the
 * same build year on both sides.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <time dateTime={String(year)}>{year}</time>;
}
