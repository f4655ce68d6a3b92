// Written after the build by scripts/build-feeds.mts; every page's <head> links them.
export const feeds = [
  { path: '/feed.xml', type: 'application/rss+xml', format: 'RSS' },
  { path: '/atom.xml', type: 'application/atom+xml', format: 'Atom' },
  { path: '/feed.json', type: 'application/feed+json', format: 'JSON Feed' },
] as const;
