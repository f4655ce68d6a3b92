// After `next build`: the writing's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1) in out/, made by the
// `feed` package from the same posts and markdown module as the pages, every address absolute.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Feed, type Item } from 'feed';
import { documentHtml } from '../components/markdown/document-html';
import { owner } from '../lib/content/owner';
import { postPath, posts } from '../lib/content/posts';
import { tagsOf } from '../lib/content/site-tags';
import { feeds } from '../lib/feeds';
import { articleImage, imageAttributes, isRaster } from '../lib/images/variants';
import { rehypeAbsoluteUrls } from '../lib/markdown/absolute-urls';
import { absoluteUrl, siteUrl } from '../lib/urls.mjs';

const outDir = process.argv[2] ?? 'out';
const site = (path: string) => absoluteUrl(path, owner.siteUrl);
const picture = (path: string) =>
  isRaster(path)
    ? `${siteUrl(owner.siteUrl)}${imageAttributes(path, articleImage).src}`
    : site(path);
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const [rss, atom, json] = feeds;

/** Atom marks titles and summaries as HTML, so there they are escaped to read as written. */
function makeFeed(title: (text: string) => string) {
  const feed = new Feed({
    title: title(`${owner.name}: writing`),
    description: owner.tagline,
    id: site('/writing/'),
    link: site('/writing/'),
    language: 'en',
    copyright: `© ${owner.name}`,
    updated: posts[0] ? new Date(posts[0].updated ?? posts[0].date) : undefined,
    generator: 'feed (npm)',
    feedLinks: { rss: site(rss.path), atom: site(atom.path), json: site(json.path) },
    author: { name: owner.name, link: site('/') },
  });
  for (const post of posts) {
    const url = site(postPath(post.slug));
    const cover =
      post.cover &&
      `<p><img src="${picture(post.cover.image)}" alt="${escapeHtml(post.cover.alt)}"></p>`;
    const item: Item = {
      title: title(post.title),
      id: url,
      link: url,
      date: new Date(post.updated ?? post.date),
      published: new Date(post.date),
      description: post.summary && title(post.summary),
      content:
        (cover ?? '') + documentHtml(post.body, [rehypeAbsoluteUrls({ page: url, site, picture })]),
      // Each tag once, as the site shows it (Java and java + U+200B are one).
      category: tagsOf(post.tags).map((tag) => ({ name: tag.label })),
      author: [{ name: owner.name, link: site('/') }],
    };
    feed.addItem(item);
  }
  return feed;
}

const plain = makeFeed((text) => text);
writeFileSync(join(outDir, rss.path), plain.rss2());
writeFileSync(join(outDir, atom.path), makeFeed(escapeHtml).atom1());
// The package writes JSON Feed 1.0; 1.1 adds `authors` and `language` and reads the rest alike.
const jsonFeed = JSON.parse(plain.json1());
const authors = [{ name: owner.name, url: site('/') }];
writeFileSync(
  join(outDir, json.path),
  JSON.stringify(
    {
      ...jsonFeed,
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en',
      authors,
      items: jsonFeed.items.map((item: Record<string, unknown>) => ({ ...item, authors })),
    },
    null,
    2,
  ),
);
console.log(`Feeds: ${posts.length} post(s) in ${feeds.map((feed) => feed.path).join(', ')}.`);
