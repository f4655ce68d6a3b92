import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/site-document/site-document';
import '../globals.scss';

// The site in its first language, at the addresses it has always had.
export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
