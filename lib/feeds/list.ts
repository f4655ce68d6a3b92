// Routes of the build (app/feed.xml/, app/[lang]/feed.xml/…); every page's <head> links them.
export const feeds = [
  { key: 'rss', path: '/feed.xml', type: 'application/rss+xml', format: 'RSS' },
  { key: 'atom', path: '/atom.xml', type: 'application/atom+xml', format: 'Atom' },
  { key: 'json', path: '/feed.json', type: 'application/feed+json', format: 'JSON Feed' },
] as const;

export type FeedKey = (typeof feeds)[number]['key'];

// The newest posts, in full: readers fetch a feed again and again, and 500 posts made each 3.2 MB.
export const feedPostCount = 20;
