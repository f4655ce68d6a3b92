import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { SiteNav } from '@/components/site-nav/site-nav';
import { ClockHost } from '@/components/clock/clock-host';
import { CodeCopyHost } from '@/components/clipboard/code-copy-host';
import { OfflineSupport } from '@/components/offline-support/offline-support';
import { SearchControl } from '@/components/search/search-control';
import { firstPaintScript } from '@/lib/theme';
import { owner } from '@/lib/site/owner';
import { assetPath } from '@/lib/urls.mjs';
import { feeds } from '@/lib/feeds/list';
import { siteDir, siteLanguage } from '@/lib/site/language';
import { words } from '@/lib/site/words';
import { fill } from '@/lib/words';

/** Every page's document: the root layout's, and the not-found page's, which has no layout. */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    // The first-paint script sets <html data-theme data-js data-tag> before React hydrates.
    <html lang={siteLanguage} {...(siteDir && { dir: siteDir })} suppressHydrationWarning>
      {/* The app router's own <head>: the rule is the pages router's, which this file is not. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Runs before the page is painted: the chosen theme, with no flash of the other one. */}
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
        {/* Here, not in a page's metadata: the router swaps a page's metadata on navigation, and a
            browser that looks while no icon is linked asks for /favicon.ico at the origin's root,
            outside a site under BASE_PATH. */}
        <link rel="icon" href={assetPath('/favicon.ico')} sizes="32x32" />
        <link rel="icon" href={assetPath('/logo.svg')} type="image/svg+xml" />
        {feeds.map(({ path, type, format }) => (
          <link
            key={path}
            rel="alternate"
            type={type}
            href={assetPath(path)}
            title={fill(words.site.feedLink, { name: owner.name, format })}
          />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {words.site.skipToContent}
        </a>
        <SiteHeader
          nav={<SiteNav words={words.nav} />}
          search={<SearchControl words={{ button: words.search.button }} />}
        />
        <main id="main" tabIndex={-1}>
          {children}
          <ClockHost />
          <CodeCopyHost words={words.code} />
        </main>
        <SiteFooter />
        <OfflineSupport />
      </body>
    </html>
  );
}
