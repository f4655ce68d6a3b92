// A template: scripts/build-service-worker.mjs fills in the placeholders and the manifest.
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

function precachedPath(pathname) {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? pathname : `${pathname}/index.html`;
}

// Pages the install leaves out (older posts) are kept once visited, until the next worker.
const visitedPages = `visited-pages-${self.registration.scope}`;

async function keepVisited(request, url, response) {
  if (!response.ok || response.redirected) return;
  if (await matchPrecache(precachedPath(url.pathname))) return;
  await (await caches.open(visitedPages)).put(request, response);
}

async function ownCopy(request, url) {
  return (
    (await matchPrecache(precachedPath(url.pathname))) ??
    (await caches.match(request, { cacheName: visitedPages }))
  );
}

async function keptCopy(request, url) {
  const kept = await ownCopy(request, url);
  if (kept) return kept;
  const notFound = request.mode === 'navigate' && (await matchPrecache(`${scope}404.html`));
  return notFound && new Response(notFound.body, { status: 404, headers: notFound.headers });
}

// The old worker asks the waiting one to take over: Chromium drops a leaving page's message.
// Counted as the navigation starts, while the page left is surely open; the new one may be listed.
async function isOnlyPage(event) {
  const pages = await self.clients.matchAll({ type: 'window' });
  return pages.filter((page) => page.id !== event.resultingClientId).length <= 1;
}

async function letNewerWorkerTakeOver(onlyPage) {
  const newer = self.registration.waiting;
  if (newer && (await onlyPage)) newer.postMessage({ type: 'SKIP_WAITING' });
}

// Network first, so a new deployment shows at once; the kept copy when offline or hanging.
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

// Turbopack passes a worker's bootstrap in its URL's fragment, which a cached response's URL lacks;
// a fresh Response carries no URL, so the worker keeps the one the page asked for.
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

// Cache first: the rest changes only with a new worker. Queries never change a static file.
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

cleanupOutdatedCaches();
// 'hashed-files' is an older worker's cache name.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      caches.delete(hashedFiles),
      caches.delete('hashed-files'),
      caches.delete(visitedPages),
    ]),
  ),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
workbox.core.clientsClaim();

async function showClock() {
  const clock = new URL(`${scope}clock/`, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.split(/[?#]/)[0] === clock);
  return open ? open.focus() : self.clients.openWindow(clock);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(showClock());
});
