import type { Metadata } from 'next';
import { owner, siteTitle } from '../site/owner';
import type { PageDescription } from '../site/pages';
import { absoluteUrl } from '../urls.mjs';
import { siteLanguage } from '../site/language';
import { wordsOf } from '../site/words';
import {
  sharePictureAlt,
  sharePicturePath,
  sharePictureSize,
  type SharePicture,
} from '../site/share-picture';

export const sharePictureImage = (
  path: string,
  picture: SharePicture,
  language = siteLanguage,
) => ({
  url: absoluteUrl(sharePicturePath(path), owner.siteUrl),
  ...sharePictureSize,
  alt: sharePictureAlt(picture, owner.name, wordsOf(language)),
  type: 'image/png',
});

// Each translation's address (hreflang), and the default language's for every other (x-default).
function hreflangLinks(alternates: Readonly<Record<string, string>>): Record<string, string> {
  const links = Object.entries(alternates).map(([language, path]) => [
    language,
    absoluteUrl(path, owner.siteUrl),
  ]);
  const fallback = alternates[siteLanguage];
  return Object.fromEntries(
    fallback ? [...links, ['x-default', absoluteUrl(fallback, owner.siteUrl)]] : links,
  );
}

export function pageMetadata(page: PageDescription): Metadata {
  const { description, path } = page;
  const title = typeof page.title === 'string' ? page.title : page.title.absolute;
  const url = absoluteUrl(path, owner.siteUrl);
  const images = [sharePictureImage(path, page.picture, page.language)];
  const siteName = siteTitle(owner.name, page.language);
  const common = { title, description, url, siteName, images };
  return {
    title: page.title,
    description,
    alternates: {
      canonical: url,
      ...(page.alternates && { languages: hreflangLinks(page.alternates) }),
    },
    openGraph:
      page.type === 'article'
        ? {
            ...common,
            type: 'article',
            publishedTime: page.publishedTime,
            modifiedTime: page.modifiedTime,
            tags: page.tags,
            authors: [owner.name],
          }
        : { ...common, type: 'website' },
    // X reads og:image where twitter:image is absent; an empty list keeps Next from copying it.
    twitter: { card: 'summary_large_image', images: [] },
  };
}
