// The writing's feeds in each of the site's languages, from the same posts and markdown module as
// the pages: /feed.xml for the default language's posts, /fr/feed.xml for the French.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteFeeds } from '../components/article/site-feeds';
import { languages } from '../lib/content/owner';
import { inLanguage } from '../lib/site/language';
import { ownerIn } from '../lib/site/owner';
import { postsIn } from '../lib/site/posts';
import { tagsOf } from '../lib/site/site-tags';
import { feedPostCount, feeds } from '../lib/feeds/list';

const outDir = process.argv[2] ?? 'out';
for (const language of languages) {
  const posts = postsIn(language);
  // Each tag once, as the site shows it (Java and java + U+200B are one).
  const texts = siteFeeds(
    ownerIn(language),
    posts.map((post) => ({ ...post, tags: tagsOf(post.tags).map((tag) => tag.label) })),
    language,
  );
  const paths = feeds.map((feed) => inLanguage(language, feed.path));
  feeds.forEach((feed, index) => {
    const file = join(outDir, paths[index]!);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, texts[feed.key]);
  });
  const total = posts.length;
  const held =
    total > feedPostCount ? `the newest ${feedPostCount} of ${total} posts` : `${total} post(s)`;
  console.log(`Feeds: ${held} in ${paths.join(', ')}.`);
}
