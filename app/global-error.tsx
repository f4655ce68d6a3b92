'use client';

import Link from 'next/link';
import { MessageScreen } from '@/components/message-screen/message-screen';
import './globals.scss';

/** Replaces the root layout itself when the layout fails, so it brings its own <html>. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <MessageScreen
            title="Unexpected Application Error!"
            detail="Something went wrong while showing this page."
          >
            <button type="button" onClick={reset}>
              Try again
            </button>
            <Link href="/">Go to the home page</Link>
          </MessageScreen>
        </main>
      </body>
    </html>
  );
}
