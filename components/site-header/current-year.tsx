'use client';

import { useHydrated } from '@/components/hydration/use-hydrated';

/**
 * The visitor's current year. The exported HTML carries the build year; after hydration it switches
 * to the visitor's clock.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useHydrated() ? new Date().getFullYear() : buildYear;
  return <time dateTime={String(year)}>{year}</time>;
}
