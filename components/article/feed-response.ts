// A feed route's answer. A language's three feeds hold the same posts, rendered once.
import { feeds, type FeedKey } from '@/lib/feeds/list';
import { ownerIn } from '@/lib/site/owner';
import { postsIn, postsOfEveryLanguage } from '@/lib/site/posts';
import { tagsOf } from '@/lib/site/site-tags';
import { siteFeeds } from './site-feeds';

// Kept while the posts are the same ones: `next dev` reads them again after an edit.
let written: { posts: object; feeds: Map<string, ReturnType<typeof siteFeeds>> } | undefined;

/** `key`'s feed of `language`'s posts: /feed.xml for the default language, /fr/feed.xml… */
export async function feedResponse(key: FeedKey, language: string): Promise<Response> {
  if (written?.posts !== postsOfEveryLanguage())
    written = { posts: postsOfEveryLanguage(), feeds: new Map() };
  let texts = written.feeds.get(language);
  if (!texts) {
    // Each tag once, as the site shows it (Java and java + U+200B are one).
    const posts = postsIn(language).map((post) => ({
      ...post,
      tags: tagsOf(post.tags).map((tag) => tag.label),
    }));
    texts = siteFeeds(ownerIn(language), posts, language);
    written.feeds.set(language, texts);
  }
  const { type } = feeds.find((feed) => feed.key === key)!;
  return new Response((await texts)[key], { headers: { 'Content-Type': type } });
}
