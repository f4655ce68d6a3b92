// Offline support, in one place: the switch, and what the service worker keeps. Plain JavaScript
// so that scripts/build-service-worker.mjs and the pages read the same values; typed by its JSDoc.

/**
 * Set to false to build the site without offline support: no service worker is written, and
 * visitors who have one from an earlier deployment have it removed on their next visit.
 * @type {boolean}
 */
export const offlineEnabled = true;

/** The worker's file at the site's root, so that its scope is the whole site. */
export const serviceWorkerFile = 'sw.js';

/**
 * How long a page may take to start answering before the kept copy is shown instead: a network
 * that hangs (a captive portal, a train in a tunnel) costs 3 s, not a minute. Ordinary networks
 * answer well within it (a slow 4G connection, new TLS connection included, in about 1 s), so an
 * online visitor still gets a new deployment at once.
 */
export const networkTimeoutSeconds = 3;

/**
 * How many of the newest posts a visitor keeps at install; older posts are kept once opened. With
 * 200 posts, keeping every one would make each visitor download the whole archive.
 */
export const keptPosts = 20;

/**
 * What the worker keeps from out/ at install: every page, its data, scripts, styles and assets,
 * the search index (app/search-*.json/), so search works offline after one visit, and the
 * résumé as PDF and JSON (linked from /about/).
 * @type {string[]}
 */
export const precachePatterns = [
  '**/*.{html,txt,js,css,svg,webp,wav,png,ico,webmanifest}',
  'search-*.json',
  'resume.{pdf,json}',
];

/**
 * Left out: the crawlers' robots.txt; the worker and its runtime, which the browser keeps itself;
 * the route segments Next.js writes for prefetching (`__next.*.txt`, 530 KiB), which the site never
 * asks for, as its links do not prefetch and a navigation fetches the page's `index.txt`; and the
 * copies of the not-found page under /404/ and /_not-found/, as the worker answers unknown paths
 * with `404.html`; and the share pictures, which only link previews fetch. (The owner's full-size
 * originals are not in out/: scripts/prune-originals.mts.)
 * @type {string[]}
 */
export const precacheIgnores = [
  'robots.txt',
  serviceWorkerFile,
  'workbox-*/**',
  '**/__next.*.txt',
  '404/**',
  '_not-found/**',
  'share/**',
];
