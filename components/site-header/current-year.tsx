'use client';

import { useHydrated } from '@/components/hydration/use-hydrated';

// The export carries the build year; after hydration, the visitor's.
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useHydrated() ? new Date().getFullYear() : buildYear;
  return <time dateTime={String(year)}>{year}</time>;
}
