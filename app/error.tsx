'use client';

import { LazyErrorMessage } from '@/components/message-screen/lazy-error-message';

/** Shown in place of a page whose rendering threw, inside the shared layout. */
export default function ErrorScreen({ reset }: { error: Error; reset: () => void }) {
  return <LazyErrorMessage reset={reset} />;
}
