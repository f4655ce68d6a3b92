'use client';

import { lazy, Suspense } from 'react';

// Loaded when a page fails, not with every page.
const ErrorMessage = lazy(() =>
  import('./error-message').then((module) => ({ default: module.ErrorMessage })),
);

export function LazyErrorMessage({ reset }: { reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage reset={reset} />
    </Suspense>
  );
}
