'use client';

import { lazy, Suspense } from 'react';
import { SiteLink } from '@/components/site-link/site-link';

// Loaded when a page fails, not with every page.
const MessageScreen = lazy(() =>
  import('./message-screen').then((module) => ({ default: module.MessageScreen })),
);

export function LazyErrorMessage({ reset }: { reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <MessageScreen
        title="Unexpected Application Error!"
        detail="Something went wrong while showing this page."
      >
        <button type="button" onClick={reset}>
          Try again
        </button>
        <SiteLink href="/">Go to the home page</SiteLink>
      </MessageScreen>
    </Suspense>
  );
}
