'use client';

import { LazyErrorMessage } from '@/components/message-screen/lazy-error-message';
import { siteDir, siteLanguage } from '@/lib/site/site-language';
import './globals.scss';

/** Replaces the root layout itself when the layout fails, so it brings its own <html>. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang={siteLanguage} {...(siteDir && { dir: siteDir })}>
      <body>
        <main>
          <LazyErrorMessage reset={reset} />
        </main>
      </body>
    </html>
  );
}
