// A template: scripts/build-service-worker.mjs fills in the placeholders and the manifest.
/* global workbox, NETWORK_TIMEOUT_SECONDS, PAGES_NOT_KEPT */
importScripts('WORKBOX_DIR/workbox-sw.js');
workbox.setConfig({ modulePathPrefix: 'WORKBOX_DIR/', debug: false });

const { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } = workbox.precaching;
const { registerRoute } = workbox.routing;
const { CacheFirst, NetworkFirst } = workbox.strategies;

const scope = new URL(self.registration.scope).pathname;
const ownSite = (url) => url.origin === self.location.origin && url.pathname.startsWith(scope);
// Named for the scope: sites under other paths of the same origin have their own.
const hashedFiles = `hashed-files-${self.registration.scope}`;
const visitedPages = `visited-pages-${self.registration.scope}`;
const visitedFiles = `visited-files-${self.registration.scope}`;

// matchPrecache takes the file's own URL: /clock and /clock/ -> /clock/index.html.
function precachedPath(pathname) {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? pathname : `${pathname}/index.html`;
}
const keptAtInstall = (request) => matchPrecache(precachedPath(new URL(request.url).pathname));

const notKept = new Set(PAGES_NOT_KEPT);

// A page's copy: the one kept at install, or for an older post the one kept when it was opened.
const keptCopies = {
  cacheWillUpdate: async ({ request, response }) =>
    response.ok && !response.redirected && !(await keptAtInstall(request)) ? response : null,
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await keptAtInstall(request)),
  // Offline, an older post never opened says so (503); a page the site lacks is the 404 page, in
  // the language of the folder it was asked in (fr/404.html), if the site has one.
  // Data for in-site navigation not kept: a 503, on which Next.js loads the page itself.
  handlerDidError: async ({ request }) => {
    if (request.mode !== 'navigate') return new Response('', { status: 503 });
    const path = new URL(request.url).pathname.slice(scope.length);
    const [file, status] = notKept.has(path.endsWith('/') ? path : `${path}/`)
      ? ['offline/index.html', 503]
      : ['404.html', 404];
    const folder = path.slice(0, path.indexOf('/') + 1);
    const page =
      (folder && (await matchPrecache(`${scope}${folder}${file}`))) ||
      (await matchPrecache(`${scope}${file}`));
    return page ? new Response(page.body, { status, headers: page.headers }) : null;
  },
};

// A newer worker waits while a page of this build is open. Pages are counted as the navigation
// starts (Chromium drops a leaving page's message); the switch waits for the new page to load.
const handsOver = new Map(); // the page a navigation opens -> whether it may hand over
const letNewerWorkerTakeOver = {
  requestWillFetch: async ({ request, state }) => {
    if (request.mode === 'navigate') state.pages = self.clients.matchAll({ type: 'window' });
    return request;
  },
  fetchDidSucceed: async ({ response, state }) => (state.fromNetwork = response),
  handlerWillRespond: async ({ event, response, state }) => {
    if (self.registration.waiting && state.pages && response === state.fromNetwork) {
      const others = state.pages.then(
        (pages) => pages.filter((page) => page.id !== event.resultingClientId).length,
      );
      handsOver.set(
        event.resultingClientId,
        others.then((count) => count <= 1),
      );
    }
    return response;
  },
};

// Network first, so a new deployment shows at once; the kept copy when offline or hanging.
registerRoute(
  ({ request, url }) =>
    ownSite(url) && (request.mode === 'navigate' || url.pathname.endsWith('.txt')),
  new NetworkFirst({
    cacheName: visitedPages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [letNewerWorkerTakeOver, keptCopies],
  }),
);

// Turbopack passes a worker's bootstrap in its URL's fragment: a fresh Response carries no URL, so
// the worker keeps the one the page asked for.
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

precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: null,
  cleanURLs: false,
  ignoreURLParametersMatching: [/./],
});

// A hashed file of a newer deployment, fetched before this worker is replaced.
registerRoute(
  ({ url }) => ownSite(url) && url.pathname.startsWith(`${scope}_next/static/`),
  new CacheFirst({ cacheName: hashedFiles, plugins: [keepWorkerLocation] }),
);

// The install keeps one width of a post's picture (lib/offline/install-list.mjs): offline, it
// stands in for the others, as any width kept once seen does.
const anyWidthKept = {
  handlerDidError: async ({ request }) => {
    const stem = /^(.*-[0-9a-f]{8}-)\d+\.webp$/.exec(new URL(request.url).pathname)?.[1];
    if (!stem) return undefined;
    for (const name of [workbox.core.cacheNames.precache, visitedFiles]) {
      const cache = await caches.open(name);
      const key = (await cache.keys()).find(
        (candidate) =>
          /^\d+\.webp$/.test(new URL(candidate.url).pathname.slice(stem.length)) &&
          new URL(candidate.url).pathname.startsWith(stem),
      );
      if (key) return cache.match(key);
    }
    return undefined;
  },
};

// Pictures the install left out (tag pages', older posts') and a search index too large for it,
// kept once asked for.
registerRoute(
  ({ request, url }) =>
    ownSite(url) &&
    (request.destination === 'image' || /\/search-[a-z]+\.json\.gz$/.test(url.pathname)),
  new CacheFirst({ cacheName: visitedFiles, plugins: [anyWidthKept] }),
);

cleanupOutdatedCaches();
// Runtime caches last one build. 'hashed-files': an older name.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all(
      [hashedFiles, 'hashed-files', visitedPages, visitedFiles].map((name) => caches.delete(name)),
    ),
  ),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
  const handOver = event.data?.type === 'LOADED' && handsOver.get(event.source?.id);
  if (!handOver) return;
  handsOver.delete(event.source.id);
  event.waitUntil(
    handOver.then((may) => may && self.registration.waiting?.postMessage({ type: 'SKIP_WAITING' })),
  );
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
