'use client';

import Link from 'next/link';
import { MessageScreen } from '@/components/message-screen/message-screen';

/** Shown in place of a page whose rendering threw, inside the shared layout. */
export default function ErrorScreen({ reset }: { error: Error; reset: () => void }) {
  return (
    <MessageScreen
      title="Unexpected Application Error!"
      detail="Something went wrong while showing this page."
    >
      <button type="button" onClick={reset}>
        Try again
      </button>
      <Link href="/">Go to the home page</Link>
    </MessageScreen>
  );
}
