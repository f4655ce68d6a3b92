// Plain JavaScript so that scripts/build-service-worker.mjs and the pages read the same values.

// false: no service worker is written, and returning visitors have theirs removed.
/** @type {boolean} */
export const offlineEnabled = true;

// At the root, so that its scope is the whole site.
export const serviceWorkerFile = 'sw.js';

// A hanging network (captive portal, tunnel) falls back to the kept copy; working ones answer.
export const networkTimeoutSeconds = 3;

// Newest posts kept at install, older ones once opened, so no visitor downloads the archive.
export const keptPosts = 20;

/** @type {string[]} */
export const precachePatterns = [
  '**/*.{html,txt,js,css,svg,webp,wav,png,ico,webmanifest}',
  'search-*.json',
  'resume.{pdf,json}',
];

/** The globs above skip folders whose name starts with a dot, such as the page of the tag .NET. */
export const dotFolderPattern = '**/.*/**/*.{html,txt}';

// Never asked for offline: the browser keeps the worker itself, links do not prefetch (__next.*),
// unknown paths get 404.html, and only link previews fetch share pictures.
/** @type {string[]} */
export const precacheIgnores = [
  'robots.txt',
  serviceWorkerFile,
  'workbox-*/**',
  '**/__next.*.txt',
  '404/**',
  '_not-found/**',
  'share/**',
];

// The one place the template's placeholders are filled (the build and the unit test use it).
/**
 * @param {string} template lib/offline/service-worker.js
 * @param {string} workboxDir where Workbox's runtime is, relative to the worker
 * @param {string[]} notKept the folders of the pages the install leaves out (`writing/old/`)
 */
export const fillServiceWorker = (template, workboxDir, notKept = []) =>
  template
    .replaceAll('WORKBOX_DIR', workboxDir)
    .replaceAll('NETWORK_TIMEOUT_SECONDS', String(networkTimeoutSeconds))
    .replaceAll('PAGES_NOT_KEPT', JSON.stringify(notKept));
