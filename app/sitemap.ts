import type { MetadataRoute } from 'next';
import { owner } from '@/lib/content/owner';
import { sitePages } from '@/lib/site/pages';
import { absoluteUrl } from '@/lib/urls.mjs';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages().map(({ path, modified }) => ({
    url: absoluteUrl(path, owner.siteUrl),
    lastModified: modified,
  }));
}
