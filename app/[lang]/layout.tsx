import type { ReactNode } from 'react';
import {
  SiteDocument,
  siteMetadataIn,
  siteViewport,
} from '@/components/site-document/site-document';
import { setPageLanguage } from '@/components/site-document/page-language';
import { otherLanguages } from '@/lib/site/language';
import { staticParams } from '@/lib/static-params';
import '../globals.scss';

// The site in each language besides the first, under its tag: /fr/, /fr/writing/x/. With one
// language, its placeholder page is left out of the export.
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('lang', otherLanguages);

export const generateMetadata = async ({ params }: Omit<Props, 'children'>) =>
  siteMetadataIn(setPageLanguage((await params).lang));
export const viewport = siteViewport;

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

// The owner's words left in the first language are marked only on these pages: an English
// paragraph on /ar/ reads left to right, aligned as the words around it (centred in a centred
// block). Chromium knows only the prefixed name.
const css =
  ':where(p,li,h1,h2,h3,h4,dt,dd):where([lang][dir])' +
  '{text-align:match-parent;text-align:-webkit-match-parent}';

export default async function LanguageLayout({ children, params }: Props) {
  setPageLanguage((await params).lang);
  return (
    <SiteDocument>
      <style href="owner-words" precedence="default">
        {css}
      </style>
      {children}
    </SiteDocument>
  );
}
