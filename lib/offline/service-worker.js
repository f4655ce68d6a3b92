// The site's service worker, a template: scripts/build-service-worker.mjs puts in the folder of the
// Workbox runtime it copies beside it, the network timeout from config.mjs and, through
// workbox-build, the list of files to keep (injected where the manifest placeholder stands below,
// each file with a hash of its content).
/* global workbox, NETWORK_TIMEOUT_MS */
importScripts('WORKBOX_DIR/workbox-sw.js');
workbox.setConfig({ modulePathPrefix: 'WORKBOX_DIR/', debug: false });

const { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } = workbox.precaching;
const { registerRoute } = workbox.routing;
const { CacheFirst } = workbox.strategies;

const scope = new URL(self.registration.scope).pathname;
const ownSite = (url) => url.origin === self.location.origin && url.pathname.startsWith(scope);
// Named for the scope: sites under other paths of the same origin have caches of their own.
const hashedFiles = `hashed-files-${self.registration.scope}`;

/** /clock -> /clock/index.html, /clock/ -> /clock/index.html, /clock/index.txt stays. */
function precachedPath(pathname) {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? pathname : `${pathname}/index.html`;
}

// Pages the install leaves out (posts past the newest few, lib/offline/config.mjs) are kept once
// visited, for this build only: the next worker removes them with the build they belong to.
const visitedPages = `visited-pages-${self.registration.scope}`;

async function keepVisited(request, url, response) {
  if (!response.ok || response.redirected) return;
  if (await matchPrecache(precachedPath(url.pathname))) return;
  await (await caches.open(visitedPages)).put(request, response);
}

/** The copy kept at install, or when the visitor opened it, the one kept then. */
async function ownCopy(request, url) {
  return (
    (await matchPrecache(precachedPath(url.pathname))) ??
    (await caches.match(request, { cacheName: visitedPages }))
  );
}

/** The page's own copy, or for a page the site does not have, the not-found page (404). */
async function keptCopy(request, url) {
  const kept = await ownCopy(request, url);
  if (kept) return kept;
  const notFound = request.mode === 'navigate' && (await matchPrecache(`${scope}404.html`));
  return notFound && new Response(notFound.body, { status: 404, headers: notFound.headers });
}

/**
 * A newer deployment's worker waits while a page of this one is open, so no page runs old HTML
 * with the new build's files. A page the network answers is the newer deployment's: when it
 * replaces the only page open, the newer worker may take over. This worker asks it, rather than
 * the page being left: Chromium drops a message whose page is gone before the worker it goes to
 * has started, and the newer worker would then wait until every tab closes.
 *
 * The pages are counted when the navigation starts: the page being left is surely still open
 * then. Counted later, the new page could be listed beside the one it replaces (two pages, so no
 * one would ask); it is left out by the id the navigation gives it, in case it is listed already.
 */
async function isOnlyPage(event) {
  const pages = await self.clients.matchAll({ type: 'window' });
  return pages.filter((page) => page.id !== event.resultingClientId).length <= 1;
}

async function letNewerWorkerTakeOver(onlyPage) {
  const newer = self.registration.waiting;
  if (newer && (await onlyPage)) newer.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Pages and the data Next.js fetches for in-site navigation: from the network first, so a new
 * deployment shows at once; without a network, or when it has not answered within the timeout
 * (a network that hangs), the copy kept at install.
 */
async function networkThenKept({ request, url, event }) {
  const onlyPage = request.mode === 'navigate' && event ? isOnlyPage(event) : null;
  const network = fetch(request);
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, NETWORK_TIMEOUT_MS, 'late')));
  try {
    const first = await Promise.race([network, late]);
    if (first !== 'late') {
      const keeping = keepVisited(request, url, first.clone()).catch(() => undefined);
      event?.waitUntil(keeping);
      if (onlyPage) event.waitUntil(letNewerWorkerTakeOver(onlyPage));
      return first;
    }
    network.catch(() => undefined);
    // A path this worker does not keep may be a newer deployment's page: wait for it.
    return (await ownCopy(request, url)) ?? (await network);
  } catch (error) {
    const kept = await keptCopy(request, url);
    if (!kept) throw error;
    return kept;
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  ({ request, url }) =>
    ownSite(url) && (request.mode === 'navigate' || url.pathname.endsWith('.txt')),
  networkThenKept,
);

/**
 * A worker's location is the URL of the response that answered its script, and Turbopack hands
 * the preview worker its bootstrap in that URL's fragment (#params=…). A cached response carries
 * the URL it was fetched by, without the fragment; a response made here carries none, so the
 * browser keeps the one the page asked for.
 */
const keepWorkerLocation = {
  handlerWillRespond: async ({ request, response }) =>
    request.destination === 'worker' || request.destination === 'sharedworker'
      ? new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        })
      : response,
};
addPlugins([keepWorkerLocation]);

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
  new CacheFirst({ cacheName: hashedFiles, plugins: [keepWorkerLocation] }),
);

// One build's files: the precache drops what the new list lacks when this worker activates, and
// the files an earlier worker fetched ahead of this build are in this build's list.
cleanupOutdatedCaches();
// ('hashed-files' is the name workers before this one used, for one site per origin.)
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      caches.delete(hashedFiles),
      caches.delete('hashed-files'),
      caches.delete(visitedPages),
    ]),
  ),
);

// A newer deployment's worker waits (see letNewerWorkerTakeOver) and, once asked, takes over the
// pages that are open.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
workbox.core.clientsClaim();

/** The timer's page: the open one, brought to the front, or a new one. */
async function showClock() {
  const clock = new URL(`${scope}clock/`, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.split(/[?#]/)[0] === clock);
  return open ? open.focus() : self.clients.openWindow(clock);
}

// The timer's phase notifications lead back to it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(showClock());
});
