'use client';

import { lazy, Suspense } from 'react';

// Loaded when a page fails, not with every page (the offline worker keeps its chunk like any other).
const ErrorMessage = lazy(() =>
  import('./error-message').then((module) => ({ default: module.ErrorMessage })),
);

/** The error screen's message, for app/error.tsx and app/global-error.tsx. */
export function LazyErrorMessage({ reset }: { reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage reset={reset} />
    </Suspense>
  );
}
