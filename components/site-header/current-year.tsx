'use client';

import { usePageLive } from '@/components/page-live/use-page-live';

// The export carries the build year; after hydration, the visitor's.
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = usePageLive() ? new Date().getFullYear() : buildYear;
  return <time dateTime={String(year)}>{year}</time>;
}
