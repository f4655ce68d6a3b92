import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/site-document/site-document';
import { contentProblems } from '@/lib/site/content-problems';
import { siteDir, siteLanguage } from '@/lib/site/language';
import { siteMetadata, siteViewport } from '@/lib/seo/site-metadata';
import { words } from '@/lib/site/words';
import './globals.scss';

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Content the check refuses stops `next build` with the list of fixes; `next dev` shows it here.
  const problems = await contentProblems();
  if (problems.length > 0) {
    return (
      <html lang={siteLanguage} {...(siteDir && { dir: siteDir })}>
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
  return <SiteDocument>{children}</SiteDocument>;
}
