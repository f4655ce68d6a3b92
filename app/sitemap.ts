import type { MetadataRoute } from 'next';
import { demos } from '@/lib/content/demos';
import { owner } from '@/lib/content/owner';
import { absoluteUrl } from '@/lib/urls.mjs';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ['/', '/about/', ...Object.values(demos).map((demo) => `${demo.path}/`)];
  return paths.map((path) => ({ url: absoluteUrl(path, owner.siteUrl) }));
}
