import type { Metadata } from 'next';
import { NotFound } from '@/components/not-found/not-found';
import { SiteDocument } from '@/components/site-document/site-document';
import { siteMetadata, siteViewport, titled } from '@/lib/seo/site-metadata';
import { words } from '@/lib/site/words';
import './globals.scss';

// The page for any address the site lacks (404.html). A global not-found page, not the root
// layout's not-found boundary, whose tree Next.js would send in every other page's data.
export const metadata: Metadata = {
  ...siteMetadata,
  title: titled(words.notFound.title),
  description: words.notFound.description,
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFound />
    </SiteDocument>
  );
}
