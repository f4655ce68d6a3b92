import type { MetadataRoute } from 'next';
import { owner } from '@/lib/site/owner';
import { absoluteUrl } from '@/lib/urls.mjs';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml', owner.siteUrl),
  };
}
