import type { Metadata } from 'next';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/site-document/site-document';
import { NotFound } from '@/components/site-document/not-found-page';
import { owner } from '@/lib/site/owner';
import { words } from '@/lib/site/words';
import './globals.scss';

// Any address the site lacks (404.html): outside every layout, so it brings the site's own.
export const metadata: Metadata = {
  ...siteMetadata,
  // No layout's title template reaches this page.
  title: `${words.notFound.title} · ${owner.name}`,
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
