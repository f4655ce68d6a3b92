import type { Metadata } from 'next';
import { owner } from '../site/owner';
import { absoluteUrl } from '../urls.mjs';
import { words } from '../site/words';
import { fill } from '../words/format';
import {
  sharePictureAlt,
  sharePicturePath,
  sharePictureSize,
  type SharePicture,
} from './share-picture';

/** The site's name, as tabs, share cards, search results and the installed app show it. */
export const siteTitle = (ownerName: string) => fill(words.site.title, { name: ownerName });

export interface PageDescription {
  /** `{ absolute }` skips the layout's " · owner" suffix (the home page). */
  title: string | { absolute: string };
  description: string;
  path: string;
  picture: SharePicture;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  tags?: string[];
}

export const sharePictureImage = (path: string, picture: SharePicture) => ({
  url: absoluteUrl(sharePicturePath(path), owner.siteUrl),
  ...sharePictureSize,
  alt: sharePictureAlt(picture, owner.name),
  type: 'image/png',
});

export function pageMetadata(page: PageDescription): Metadata {
  const { description, path } = page;
  const title = typeof page.title === 'string' ? page.title : page.title.absolute;
  const url = absoluteUrl(path, owner.siteUrl);
  const images = [sharePictureImage(path, page.picture)];
  const common = { title, description, url, siteName: siteTitle(owner.name), images };
  return {
    title: page.title,
    description,
    alternates: { canonical: url },
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
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
