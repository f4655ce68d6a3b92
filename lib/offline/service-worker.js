// The site's service worker, a template: scripts/build-service-worker.mjs puts in the folder of the
// Workbox runtime it copies beside it and, through workbox-build, the list of files to keep
// (injected where the manifest placeholder stands below, each file with a hash of its content).
/* global workbox */
importScripts('WORKBOX_DIR/workbox-sw.js');
workbox.setConfig({ modulePathPrefix: 'WORKBOX_DIR/', debug: false });

const { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } = workbox.precaching;
const { registerRoute } = workbox.routing;
const { CacheFirst } = workbox.strategies;

const scope = new URL(self.registration.scope).pathname;
const ownSite = (url) => url.origin === self.location.origin && url.pathname.startsWith(scope);

/** /clock -> /clock/index.html, /clock/ -> /clock/index.html, /clock/index.txt stays. */
function precachedPath(pathname) {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? pathname : `${pathname}/index.html`;
}

/**
 * Pages and the data Next.js fetches for in-site navigation: from the network first, so a new
 * deployment shows at once; without a network, the copy kept at install, and for a page the site
 * does not have, the not-found page with status 404.
 */
async function networkThenKept({ request, url }) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await matchPrecache(precachedPath(url.pathname));
    if (kept) return kept;
    const notFound = request.mode === 'navigate' && (await matchPrecache(`${scope}404.html`));
    if (!notFound) throw error;
    return new Response(notFound.body, { status: 404, headers: notFound.headers });
  }
}

registerRoute(
  ({ request, url }) =>
    ownSite(url) && (request.mode === 'navigate' || url.pathname.endsWith('.txt')),
  networkThenKept,
);

// Everything else kept at install is served from the cache: scripts and styles carry a hash in
// their names, and the rest changes only with a new worker, whose list has new hashes.
// Queries never change what a static file is (the favicon's URL carries its hash as one).
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: null,
  cleanURLs: false,
  ignoreURLParametersMatching: [/./],
});

// A hashed file the list lacks (a newer deployment's, fetched before this worker is replaced).
registerRoute(
  ({ url }) => ownSite(url) && url.pathname.startsWith(`${scope}_next/static/`),
  new CacheFirst({ cacheName: 'hashed-files' }),
);

cleanupOutdatedCaches();

// A new worker waits until the page that found it is left (the page asks it then), so no page
// runs old HTML with new scripts; then it takes over the pages that are open.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
workbox.core.clientsClaim();
