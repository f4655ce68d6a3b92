// The writing's feeds, from the same posts and markdown module as the pages.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteFeeds } from '../components/article/site-feeds';
import { owner } from '../lib/site/owner';
import { posts } from '../lib/site/posts';
import { tagsOf } from '../lib/site/site-tags';
import { feedPostCount, feeds } from '../lib/feeds/list';

const outDir = process.argv[2] ?? 'out';
// Each tag once, as the site shows it (Java and java + U+200B are one).
const texts = siteFeeds(
  owner,
  posts().map((post) => ({ ...post, tags: tagsOf(post.tags).map((tag) => tag.label) })),
);
for (const feed of feeds) writeFileSync(join(outDir, feed.path), texts[feed.key]);
const total = posts().length;
const held =
  total > feedPostCount ? `the newest ${feedPostCount} of ${total} posts` : `${total} post(s)`;
console.log(`Feeds: ${held} in ${feeds.map((feed) => feed.path).join(', ')}.`);
