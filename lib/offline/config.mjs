// false: no service worker is written, and returning visitors have theirs removed.
/** @type {boolean} */
export const offlineEnabled = true;

export const serviceWorkerFile = 'sw.js';

// A hanging network (captive portal, tunnel) falls back to the kept copy.
export const networkTimeoutSeconds = 3;

// Newest posts kept at install, older ones once opened, so no visitor downloads the archive.
export const keptPosts = 20;

// What every visitor downloads at install, at most, as stored in out/ (lib/offline/install-list.mjs).
export const installBudgetBytes = 5 * 1024 * 1024;
// Workbox's own default limit: a larger file is kept once asked for.
export const largestKeptFile = 4 * 1024 * 1024;

export const precachePatterns = [
  '**/*.{html,txt,js,css,svg,webp,wav,png,ico,webmanifest,woff2}',
  // With each other language's search dialog words (fr/search-words.json).
  '{,*/}search-*.{json,json.gz}',
  // Each other language's résumé PDF too (fr/resume.pdf).
  '{,*/}resume.{pdf,json}',
];

/** The globs above skip folders whose name starts with a dot, such as the page of the tag .NET. */
export const dotFolderPattern = '**/.*/**/*.{html,txt}';

// Never asked for offline (the worker itself, prefetches, 404 routes, share pictures).
export const precacheIgnores = [
  'robots.txt',
  serviceWorkerFile,
  'workbox-*/**',
  '**/__next.*.txt',
  '404/**',
  // Another language's not-found route (zh-Hans/404/), whose page is zh-Hans/404.html. A
  // language's folder is named by its tag, never as long as tags/ or writing/.
  '{??,???,??-*,???-*}/404/**',
  '_not-found/**',
  'share/**',
];

/** @param {string} template @param {string} workboxDir @param {string[]} notKept `writing/old/` */
export const fillServiceWorker = (template, workboxDir, notKept = []) =>
  template
    .replaceAll('WORKBOX_DIR', workboxDir)
    .replaceAll('NETWORK_TIMEOUT_SECONDS', String(networkTimeoutSeconds))
    .replaceAll('PAGES_NOT_KEPT', JSON.stringify(notKept));
