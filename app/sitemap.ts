import type { MetadataRoute } from 'next';
import { demos } from '@/lib/content/demos';
import { owner } from '@/lib/content/owner';
import { postPath, posts } from '@/lib/content/posts';
import { siteTags, tagPath } from '@/lib/content/site-tags';
import { projectPagePath, projectPages } from '@/lib/content/stories';
import { absoluteUrl } from '@/lib/urls.mjs';

export const dynamic = 'force-static';

// Next.js writes each url into <loc> as it is, and a tag's address may hold & or ' (r&d, o'reilly).
const inXml = (url: string) => url.replace(/&/g, '&amp;').replace(/'/g, '&apos;');

export default function sitemap(): MetadataRoute.Sitemap {
  const newest = (dates: readonly string[]) =>
    dates.reduce((a, b) => (a > b ? a : b), '') || undefined;
  const postDate = (post: (typeof posts)[number]) => post.updated ?? post.date;
  const entries: { path: string; lastModified?: string }[] = [
    { path: '/' },
    { path: '/about/' },
    ...Object.values(demos).map((demo) => ({ path: `${demo.path}/` })),
    ...projectPages.map(({ slug }) => ({ path: projectPagePath(slug) })),
    { path: '/writing/', lastModified: newest(posts.map(postDate)) },
    ...posts.map((post) => ({ path: postPath(post.slug), lastModified: postDate(post) })),
    { path: '/tags/' },
    ...siteTags.map((tag) => ({
      path: tagPath(tag.slug),
      lastModified: newest(tag.posts.map(postDate)),
    })),
  ];
  return entries.map(({ path, lastModified }) => ({
    url: inXml(absoluteUrl(path, owner.siteUrl)),
    lastModified,
  }));
}
