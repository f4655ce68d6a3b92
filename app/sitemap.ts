import type { MetadataRoute } from 'next';
import { demos } from '@/lib/demos';
import { siteUrl } from '@/lib/site';

export const dynamic = 'force-static';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ['/', ...Object.values(demos).map((demo) => `${demo.path}/`)];
  return paths.map((path) => ({ url: `${siteUrl}${basePath}${path}` }));
}
