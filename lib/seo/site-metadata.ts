import type { Metadata, Viewport } from 'next';
import { sharePictureImage } from '@/lib/seo/page-metadata';
import { siteColours } from '@/lib/site-colours';
import { homePicture } from '@/lib/site/pages';
import { owner, siteTitle } from '@/lib/site/owner';
import { absoluteUrl } from '@/lib/urls.mjs';

// Pages without metadata of their own (the not-found page) are shared with the home page's picture.
const sitePicture = sharePictureImage('/', homePicture());

// A résumé without a usable basics.url is named by the content check, not a crash here.
const siteAddress = absoluteUrl('/', owner.siteUrl);

/** A page's title as every page's <title> shows it. */
export const titled = (title: string) => `${title} · ${owner.name}`;

/** What every page's <head> says unless the page says otherwise: the root layout's metadata. */
export const siteMetadata: Metadata = {
  ...(URL.canParse(siteAddress) && { metadataBase: new URL(siteAddress) }),
  title: { default: siteTitle(owner.name), template: titled('%s') },
  description: owner.tagline,
  openGraph: { type: 'website', siteName: siteTitle(owner.name), images: [sitePicture] },
  twitter: { card: 'summary_large_image', images: [sitePicture] },
};

export const siteViewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: siteColours.light },
    { media: '(prefers-color-scheme: dark)', color: siteColours.dark },
  ],
};
