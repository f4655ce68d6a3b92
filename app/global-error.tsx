'use client';

import { LazyErrorMessage } from '@/components/message-screen/lazy-error-message';
import './globals.scss';

/** Replaces the root layout itself when the layout fails, so it brings its own <html>. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  // The failed page's language and direction: this renders only in the browser (the export has
  // no file of it), over the document that page made.
  const page = typeof document === 'undefined' ? undefined : document.documentElement;
  return (
    <html lang={page?.lang} dir={page?.dir}>
      <body>
        <main>
          <LazyErrorMessage reset={reset} />
        </main>
      </body>
    </html>
  );
}
