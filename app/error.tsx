'use client';

import { ErrorMessage } from '@/components/message-screen/error-message';

/** Shown in place of a page whose rendering threw, inside the shared layout. */
export default function ErrorScreen({ reset }: { error: Error; reset: () => void }) {
  return <ErrorMessage reset={reset} />;
}
