/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

// The service worker's own rules, run against stand-ins for the browser and Workbox: what a
// browser test cannot reach (a click on a system notification) or should not wait for.

type Listener = (event: unknown) => void;
interface Route {
  handler: (options: {
    request: { mode: string; url?: string };
    url: URL;
    event?: { resultingClientId?: string; waitUntil: (promise: Promise<unknown>) => void };
  }) => Promise<Response>;
}

const scope = 'https://example.com/portfolio/';
const source = readFileSync('lib/offline/service-worker.js', 'utf8')
  .replaceAll('WORKBOX_DIR', '.')
  .replaceAll('NETWORK_TIMEOUT_MS', '3000');

function loadWorker({
  windows = [] as { url: string; focus: () => Promise<unknown> }[],
  waiting = undefined as { postMessage: jest.Mock } | undefined,
  kept = {} as Record<string, string>,
  network = (() => new Promise<Response>(() => undefined)) as () => Promise<Response>,
  visited = new Map<string, Response>(),
} = {}) {
  const listeners: Record<string, Listener> = {};
  const routes: Route[] = [];
  const clients = {
    matchAll: jest.fn(async () => windows),
    openWindow: jest.fn(async (url: string) => ({ url })),
  };
  const caches = {
    delete: jest.fn(async () => true),
    open: async () => ({
      put: async (request: { url: string }, response: Response) =>
        visited.set(request.url, response),
    }),
    match: async (request: { url: string }) => visited.get(request.url),
  };
  const workbox = {
    setConfig: () => undefined,
    precaching: {
      addPlugins: () => undefined,
      cleanupOutdatedCaches: () => undefined,
      matchPrecache: async (path: string) => (path in kept ? new Response(kept[path]) : undefined),
      precacheAndRoute: () => undefined,
    },
    routing: {
      registerRoute: (_match: unknown, handler: Route['handler']) => routes.push({ handler }),
    },
    strategies: { CacheFirst: class {} },
    core: { clientsClaim: () => undefined },
  };
  const self = {
    registration: { scope, waiting },
    location: { origin: 'https://example.com' },
    clients,
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    __WB_MANIFEST: [],
  };
  runInNewContext(source, {
    self,
    workbox,
    caches,
    importScripts: () => undefined,
    fetch: network,
    URL,
    Response,
    // Through the global each time, so Jest's fake timers apply.
    setTimeout: (...args: Parameters<typeof setTimeout>) => setTimeout(...args),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
  });
  return { listeners, routes, clients, caches };
}

/** Dispatches an extendable event and waits for what it asked the browser to wait for. */
async function dispatch(listener: Listener | undefined, fields: object) {
  let waited: Promise<unknown> = Promise.resolve();
  listener!({ ...fields, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
  await waited;
}

describe('a click on a phase notification', () => {
  const click = () => ({ notification: { close: jest.fn() } });

  it('brings the open timer tab to the front', async () => {
    const home = { url: scope, focus: jest.fn(async () => undefined) };
    const clock = { url: `${scope}clock/#now`, focus: jest.fn(async () => undefined) };
    const worker = loadWorker({ windows: [home, clock] });
    const event = click();
    await dispatch(worker.listeners.notificationclick, event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(clock.focus).toHaveBeenCalled();
    expect(home.focus).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the timer when no tab shows it', async () => {
    const worker = loadWorker({ windows: [{ url: scope, focus: jest.fn() }] });
    await dispatch(worker.listeners.notificationclick, click());
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${scope}clock/`);
  });
});

describe('pages from the network first', () => {
  afterEach(() => jest.useRealTimers());
  const quotes = { request: { mode: 'navigate' }, url: new URL(`${scope}quotes/`) };

  it('serve the kept copy when the network has not answered in 3 s', async () => {
    jest.useFakeTimers();
    const worker = loadWorker({ kept: { '/portfolio/quotes/index.html': 'kept' } });
    const answer = worker.routes[0]!.handler(quotes);
    await jest.advanceTimersByTimeAsync(2999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await (await answer).text()).toBe('kept');
  });

  it('serve the network’s answer when it comes in time', async () => {
    const worker = loadWorker({
      kept: { '/portfolio/quotes/index.html': 'kept' },
      network: async () => new Response('new'),
    });
    expect(await (await worker.routes[0]!.handler(quotes)).text()).toBe('new');
  });

  it('keep a page the install left out once the network served it, and serve it offline', async () => {
    const old = {
      request: { mode: 'navigate', url: `${scope}writing/old/` },
      url: new URL(`${scope}writing/old/`),
    };
    const visited = new Map<string, Response>();
    let online = true;
    const worker = loadWorker({
      kept: { '/portfolio/404.html': 'not found', '/portfolio/quotes/index.html': 'kept' },
      network: async () =>
        online ? new Response('old post') : Promise.reject(new TypeError('offline')),
      visited,
    });
    expect(await (await worker.routes[0]!.handler(old)).text()).toBe('old post');
    await worker.routes[0]!.handler({
      ...quotes,
      request: { ...quotes.request, url: `${scope}quotes/` },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Only what the install left out: the quotes page is kept already.
    expect([...visited.keys()]).toEqual([`${scope}writing/old/`]);
    online = false;
    expect(await (await worker.routes[0]!.handler(old)).text()).toBe('old post');
  });

  it('serve the not-found page, with status 404, for a path the site lacks, offline', async () => {
    const worker = loadWorker({
      kept: { '/portfolio/404.html': 'not found' },
      network: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const answer = await worker.routes[0]!.handler({
      request: { mode: 'navigate' },
      url: new URL(`${scope}nope/`),
    });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('not found');
  });
});

it('removes the files an earlier worker fetched ahead of this build when it takes over', async () => {
  const worker = loadWorker();
  await dispatch(worker.listeners.activate, {});
  expect(worker.caches.delete).toHaveBeenCalledWith(`hashed-files-${scope}`);
});

describe('a newer deployment’s waiting worker', () => {
  const page = { id: 'home', url: scope, focus: jest.fn() };
  const otherTab = { ...page, id: 'other tab' };
  // Chromium may already list the page being opened, by the id the navigation will give it.
  const opening = { id: 'opening', url: 'about:blank', focus: jest.fn() };
  /** Navigates to /quotes/ with these pages open; resolves once the worker has done its part. */
  async function navigate(windows: (typeof page)[], answer: () => Promise<Response>) {
    const waiting = { postMessage: jest.fn() };
    const kept = { '/portfolio/quotes/index.html': 'kept' };
    const worker = loadWorker({ windows, waiting, kept, network: answer });
    let asked: Promise<unknown> = Promise.resolve();
    await worker.routes[0]!.handler({
      request: { mode: 'navigate' },
      url: new URL(`${scope}quotes/`),
      event: { resultingClientId: opening.id, waitUntil: (promise) => (asked = promise) },
    });
    await asked;
    return waiting.postMessage;
  }
  const online = async () => new Response('new');
  const offline = async () => Promise.reject(new TypeError('Failed to fetch'));

  it('is asked to take over when the network serves the page that replaces the only one open', async () => {
    expect(await navigate([page], online)).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('is asked even when the page being opened is already listed beside the one it replaces', async () => {
    expect(await navigate([page, opening], online)).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('waits while another tab of this build is open', async () => {
    expect(await navigate([page, otherTab], online)).not.toHaveBeenCalled();
  });

  it('waits when the page comes from the kept copy: it needs this build’s files', async () => {
    expect(await navigate([page], offline)).not.toHaveBeenCalled();
  });
});
