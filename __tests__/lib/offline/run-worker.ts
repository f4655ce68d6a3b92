import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { fillServiceWorker } from '@/lib/offline/config.mjs';

// The site's service worker run in Node with Workbox's own runtime, the files the build copies
// beside it; only the browser around it (caches, network, tabs, events) is a stand-in.

export const scope = 'https://example.com/portfolio/';

/** A site as the server has it: file paths inside the site, and their content. */
export type Site = Record<string, string>;
export type Network = (request: Request) => Promise<Response>;

/** The file a static host answers a request with: /quotes/ and /quotes -> quotes/index.html. */
function fileFor(request: Request) {
  const path = new URL(request.url).pathname.slice(new URL(scope).pathname.length);
  if (path.includes('.')) return path;
  return `${path}${path === '' || path.endsWith('/') ? '' : '/'}index.html`;
}
/** The network answers from this site, 404 for any other path. */
export const serving =
  (site: Site): Network =>
  async (request) => {
    const file = fileFor(request);
    return file in site ? new Response(site[file]) : new Response('no such file', { status: 404 });
  };
/** No network: every request fails. */
export const offline: Network = async () => {
  throw new TypeError('Failed to fetch');
};
/** A connection that stays open and never answers. */
export const hanging: Network = () => new Promise(() => undefined);

interface Stored {
  body: ArrayBuffer;
  init: ResponseInit;
}

/** Cache Storage, in memory, as far as Workbox and the worker use it. */
export class MemoryCaches {
  readonly named = new Map<string, Map<string, Stored>>();

  async open(name: string) {
    const entries = this.named.get(name) ?? new Map<string, Stored>();
    this.named.set(name, entries);
    const key = (request: Request | string) =>
      new URL(typeof request === 'string' ? request : request.url, scope).href;
    return {
      match: async (request: Request | string) => {
        const stored = entries.get(key(request));
        return stored && new Response(stored.body, stored.init);
      },
      put: async (request: Request | string, response: Response) => {
        const { status, headers } = response;
        entries.set(key(request), {
          body: await response.arrayBuffer(),
          init: { status, headers },
        });
      },
      delete: async (request: Request | string) => entries.delete(key(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  }
  async match(request: Request, { cacheName }: { cacheName?: string } = {}) {
    for (const name of cacheName ? [cacheName] : this.named.keys()) {
      const found = this.named.has(name) && (await (await this.open(name)).match(request));
      if (found) return found;
    }
    return undefined;
  }
  has = async (name: string) => this.named.has(name);
  delete = async (name: string) => this.named.delete(name);
  keys = async () => [...this.named.keys()];
}

/** A window of the site, as clients.matchAll lists it. */
export interface Tab {
  id: string;
  url: string;
  focus: jest.Mock;
}
export const tab = (id: string, path = '') => ({ id, url: scope + path, focus: jest.fn() });
/** Chromium may list the page a navigation opens, by the id the navigation gives it. */
export const pageBeingOpened = tab('page being opened', 'about:blank');

const workboxRuntime = (file: string) => {
  const name = file.replace(/(\.prod)?\.js$/, '');
  return readFileSync(require.resolve(`${name}/build/${file}`), 'utf8');
};
const template = readFileSync('lib/offline/service-worker.js', 'utf8');

/**
 * Starts the worker of a build whose list holds `kept` (every file of `site` unless given), and
 * installs and activates it, its files fetched from `site`. Pass the `caches` of an earlier
 * worker to deploy a new build over it.
 */
export async function installWorker(
  site: Site,
  { kept = Object.keys(site), caches = new MemoryCaches() } = {},
) {
  const listeners = new Map<string, ((event: object) => void)[]>();
  const pending: Promise<unknown>[] = [];
  const worker = {
    caches,
    network: serving(site),
    tabs: [] as Tab[],
    /** A newer deployment's worker, installed and waiting to take over. */
    newer: undefined as { postMessage: jest.Mock } | undefined,
    clients: { openWindow: jest.fn(async (url: string) => ({ url })) },
  };
  const self = createContext({
    registration: {
      scope,
      get waiting() {
        return worker.newer;
      },
    },
    location: new URL('sw.js', scope),
    clients: {
      matchAll: async () => worker.tabs,
      openWindow: worker.clients.openWindow,
      claim: async () => undefined,
    },
    caches,
    fetch: (request: Request) => worker.network(request),
    importScripts: (...urls: string[]) => {
      for (const url of urls) runInContext(workboxRuntime(url.split('/').pop()!), self);
    },
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: async () => undefined,
    __WB_MANIFEST: kept.map((path) => ({
      url: new URL(path, scope).pathname,
      revision: createHash('md5').update(site[path]!).digest('hex'),
    })),
    ...{ Request, Response, Headers, URL, console },
    // Through the global each time, so that Jest's fake timers apply.
    setTimeout: (...args: Parameters<typeof setTimeout>) => setTimeout(...args),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    FetchEvent: class {},
  });
  runInContext('self = globalThis', self);
  // As the build says: the pages of `site` its list leaves out.
  const notKept = Object.keys(site)
    .filter((path) => path.endsWith('/index.html') && !kept.includes(path))
    .map((path) => path.slice(0, -'index.html'.length));
  runInContext(fillServiceWorker(template, '.', notKept), self);

  /** Dispatches an event; resolves with what the worker answered, if it was a fetch. */
  function dispatch(type: string, fields: object = {}) {
    let answer: Promise<Response> | undefined;
    for (const listener of listeners.get(type) ?? []) {
      listener({
        type,
        ...fields,
        // What a page's request leaves undone may fail (the network is down); an install may not.
        waitUntil: (promise: Promise<unknown>) =>
          pending.push(type === 'fetch' ? promise.catch(() => undefined) : promise),
        respondWith: (response: Promise<Response>) => (answer = response),
      });
    }
    return answer;
  }
  /** Resolves once everything the worker asked the browser to wait for is done. */
  async function idle() {
    while (pending.length > 0) await Promise.all(pending.splice(0));
  }
  const read = async (response: Response | undefined) =>
    response && { status: response.status, text: await response.text() };

  dispatch('install');
  await idle();
  dispatch('activate');
  await idle();

  return Object.assign(worker, {
    dispatch,
    idle,
    /** A visitor opens a page of the site (a navigation): its status and text. */
    open: async (path: string) => {
      const request = new Request(new URL(path, scope));
      // Node's Request cannot be made with this mode: it stands in for the browser's.
      Object.defineProperty(request, 'mode', { value: 'navigate' });
      Object.defineProperty(request, 'clone', { value: () => request });
      return read(await dispatch('fetch', { request, resultingClientId: pageBeingOpened.id }));
    },
    /** A page asks for a file of the site (as a picture, with 'image'): its status and text. */
    get: async (path: string, destination = '') => {
      const request = new Request(new URL(path, scope));
      Object.defineProperty(request, 'destination', { value: destination });
      return read(await dispatch('fetch', { request }));
    },
    /** The URLs of every file the worker keeps, sorted. */
    keptFiles: async () => {
      const urls = [];
      for (const entries of caches.named.values()) urls.push(...entries.keys());
      return urls.map((url) => new URL(url).pathname).sort();
    },
  });
}
