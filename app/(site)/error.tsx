'use client';

import { LazyErrorMessage } from '@/components/message-screen/lazy-error-message';

export default function ErrorScreen({ reset }: { error: Error; reset: () => void }) {
  return <LazyErrorMessage reset={reset} />;
}
