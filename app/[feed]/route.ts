import { siteFeeds } from '@/components/feeds/site-feeds';
import { owner } from '@/lib/content/owner';
import { posts } from '@/lib/content/posts';
import { tagsOf } from '@/lib/content/site-tags';
import { feeds } from '@/lib/feeds';

// /feed.xml, /atom.xml and /feed.json, written by the export like any page.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => feeds.map(({ path }) => ({ feed: path.slice(1) }));

let texts: ReturnType<typeof siteFeeds> | undefined;

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  const { feed } = await params;
  const index = feeds.findIndex(({ path }) => path === `/${feed}`);
  // Each tag once, as the site shows it (Java and java + U+200B are one).
  texts ??= siteFeeds(
    owner,
    posts.map((post) => ({ ...post, tags: tagsOf(post.tags).map((tag) => tag.label) })),
  );
  const text = [texts.rss, texts.atom, texts.json][index]!;
  return new Response(text, {
    headers: { 'Content-Type': `${feeds[index]!.type}; charset=utf-8` },
  });
}
