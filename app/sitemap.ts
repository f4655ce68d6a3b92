import type { MetadataRoute } from 'next';
import { owner } from '@/lib/site/owner';
import { sitePages } from '@/lib/site/pages';
import { absoluteUrl } from '@/lib/urls.mjs';

export const dynamic = 'force-static';

// Next.js writes each url into <loc> as it is, and a tag's address may hold & or ' (r&d, o'reilly).
const inXml = (url: string) => url.replace(/&/g, '&amp;').replace(/'/g, '&apos;');

export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages().map(({ path, modified }) => ({
    url: inXml(absoluteUrl(path, owner.siteUrl)),
    lastModified: modified,
  }));
}
