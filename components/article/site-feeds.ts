// The newest posts (`posts` come newest first), each rendered by the pages' markdown module, its
// addresses absolute for feed readers.
import { documentHtml } from './article-html';
import type { Post } from '@/lib/site/posts';
import { postPath } from '@/lib/site/posts';
import type { Owner } from '@/lib/site/owner';
import { atomFeed, jsonFeed, rssFeed, type FeedChannel } from '@/lib/feeds/documents';
import { feedPostCount, feeds, type FeedKey } from '@/lib/feeds/list';
import { articleImage, imageAttributes } from '@/lib/images/variants';
import { rehypeAbsoluteUrls } from '@/lib/article/absolute-urls';
import { absoluteUrl, siteRoot } from '@/lib/urls.mjs';
import { escapeHtml } from '@/lib/escape-html';
import { inLanguage, siteLanguage } from '@/lib/site/language';
import { wordsOf } from '@/lib/site/words';
import { fill } from '@/lib/words/format';

export type FeedPost = Pick<
  Post,
  'slug' | 'title' | 'date' | 'updated' | 'summary' | 'tags' | 'cover' | 'body'
>;

/** `language`'s feeds of its posts: the default language's at /feed.xml, French at /fr/feed.xml. */
export async function siteFeeds(
  owner: Pick<Owner, 'name' | 'tagline' | 'siteUrl'>,
  posts: readonly FeedPost[],
  language = siteLanguage,
): Promise<Record<FeedKey, string>> {
  const words = wordsOf(language);
  const site = (path: string) => absoluteUrl(inLanguage(language, path), owner.siteUrl);
  // Resized copies for this site's rasters, as the page shows them.
  const picture = (path: string) =>
    `${siteRoot(owner.siteUrl)}${imageAttributes(path, articleImage).src}`;
  // The posts' own links are the site's, whatever the feed's language.
  const root = (path: string) => absoluteUrl(path, owner.siteUrl);
  const [rss, atom, json] = feeds;
  const newest = posts[0];
  const channel: FeedChannel = {
    title: fill(words.site.feedTitle, { name: owner.name }),
    description: owner.tagline,
    home: site('/writing/'),
    language,
    author: { name: owner.name, url: site('/') },
    links: { rss: site(rss.path), atom: site(atom.path), json: site(json.path) },
    updated: newest ? new Date(newest.updated ?? newest.date) : new Date(),
  };
  const entries = await Promise.all(
    posts.slice(0, feedPostCount).map(async (post) => {
      const url = site(postPath(post.slug));
      const cover = post.cover
        ? `<p><img src="${picture(post.cover.image)}" alt="${escapeHtml(post.cover.alt)}"></p>`
        : '';
      return {
        title: post.title,
        url,
        published: new Date(post.date),
        updated: new Date(post.updated ?? post.date),
        summary: post.summary,
        tags: post.tags,
        html:
          cover +
          (await documentHtml(
            post.body,
            [rehypeAbsoluteUrls({ page: url, site: root, picture })],
            words,
          )),
      };
    }),
  );
  return {
    rss: rssFeed(channel, entries),
    atom: atomFeed(channel, entries),
    json: jsonFeed(channel, entries),
  };
}
