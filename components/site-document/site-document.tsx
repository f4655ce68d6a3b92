import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { SiteNav } from '@/components/site-nav/site-nav';
import { ClockHost } from '@/components/clock/clock-host';
import { CodeCopyHost } from '@/components/clipboard/code-copy-host';
import { OfflineSupport } from '@/components/offline-support/offline-support';
import { SearchControl } from '@/components/search/search-control';
import { sharePictureImage } from '@/lib/seo/page-metadata';
import { homePicture } from '@/lib/site/pages';
import { siteColours } from '@/lib/site-colours';
import { firstPaintScript } from '@/lib/theme-first-paint';
import { owner, ownerIn, siteTitle } from '@/lib/site/owner';
import { contentProblems } from '@/lib/site/content-problems';
import { absoluteUrl, assetPath } from '@/lib/urls.mjs';
import { feeds } from '@/lib/feeds/list';
import { dirOf, inLanguage, siteLanguage } from '@/lib/site/language';
import { demoLinksIn } from './demo-links';
import { fill } from '@/lib/words';
import { pageLanguage, pageWords } from './page-language';

// Every page's <html>: the site's layout, its language's, and the not-found page's (which Next.js
// renders outside any layout).

// Pages without metadata of their own (the not-found page) are shared with the home page's picture.
const sitePicture = sharePictureImage('/', homePicture());

// A résumé without a usable basics.url is named by the content check below, not a crash here.
const siteAddress = absoluteUrl('/', owner.siteUrl);

/** The metadata a page of `language` starts from: the site's title in its words. */
export const siteMetadataIn = (language?: string): Metadata => ({
  ...(URL.canParse(siteAddress) && { metadataBase: new URL(siteAddress) }),
  title: { default: siteTitle(owner.name, language), template: `%s · ${owner.name}` },
  description: (language ? ownerIn(language) : owner).tagline,
  openGraph: { type: 'website', siteName: siteTitle(owner.name, language), images: [sitePicture] },
  twitter: { card: 'summary_large_image', images: [] },
});

export const siteMetadata = siteMetadataIn();

export const siteViewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: siteColours.light },
    { media: '(prefers-color-scheme: dark)', color: siteColours.dark },
  ],
};

/** The page in its language (the [lang] layout sets it), linking that language's feeds. */
export async function SiteDocument({ children }: { children: ReactNode }) {
  const language = pageLanguage();
  const words = pageWords();
  const dir = dirOf(language);
  // Content the check refuses stops `next build` with the list of fixes; `next dev` shows it here.
  const problems = await contentProblems();
  if (problems.length > 0) {
    return (
      <html lang={language} {...(dir && { dir })}>
        <body>
          <main id="main">
            <h1>{words.site.contentNeedsFix}</h1>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </main>
        </body>
      </html>
    );
  }
  return (
    // The first-paint script sets <html data-theme data-js> before React hydrates (and the home
    // page's own, data-tag).
    <html lang={language} {...(dir && { dir })} suppressHydrationWarning>
      {/* The root layouts' document (the rule knows only app/layout.tsx as one). */}
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
            href={assetPath(inLanguage(language, path))}
            title={fill(words.site.feedLink, { name: owner.name, format })}
          />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {words.site.skipToContent}
        </a>
        <SiteHeader
          nav={
            // The prefix only in another language: every page's data carries the props.
            <SiteNav
              words={words.nav}
              demos={demoLinksIn(language)}
              {...(language !== siteLanguage && {
                prefix: inLanguage(language, '/').slice(0, -1),
              })}
            />
          }
          search={<SearchControl words={{ button: words.search.button }} />}
        />
        <main id="main" tabIndex={-1}>
          {children}
          <ClockHost />
          <CodeCopyHost />
        </main>
        <SiteFooter />
        <OfflineSupport />
      </body>
    </html>
  );
}
