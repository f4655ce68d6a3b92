import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { demos } from '../../lib/content/demos';
import { postFolders } from '../../lib/site/posts';
import { basePath } from '../../lib/urls.mjs';
import { expect, test } from './fixtures';

// The service worker as the offline tests see it: a copy of the site a test can redeploy, the
// worker's install, and the steps by which a new deployment's worker takes over.

/** A copy of out/ on a server of its own, which a test may redeploy or stop. */
export interface OwnSite {
  home: string;
  dir: string;
  /** Builds the worker over the copy, given the posts' folders newest first (as `npm run build` does). */
  build: (posts?: string[]) => Promise<void>;
  /**
   * A new deployment: these files written (or with null, removed), and the worker's list changed
   * as a build changes it, without the minute a build takes.
   */
  deploy: (files: Record<string, string | null>) => void;
  /** The files the worker's list holds. */
  listed: () => string[];
  /** The server keeps accepting connections and never answers again. */
  hang: () => void;
}

// 1000 above E2E_PORT per parallel worker, so runs side by side on one machine never share one.
const ownPort = (testInfo: TestInfo) =>
  Number(process.env.E2E_PORT ?? 4173) + 1000 * (1 + testInfo.parallelIndex);

interface ListEntry {
  url: string;
  revision: string | null;
}
const workerList = /precacheAndRoute\((\[[^\]]*\])/;

/** Tests given `site`, a copy of out/ served at `site.home`. */
export const siteTest = test.extend<{ site: OwnSite }>({
  allowedOrigins: async ({}, provide, testInfo) =>
    provide([`http://127.0.0.1:${ownPort(testInfo)}`]),
  site: async ({ baseURL }, provide, testInfo) => {
    const port = ownPort(testInfo);
    const home = new URL('./', baseURL!.replace(/:\d+/, `:${port}`)).href;
    const dir = join(mkdtempSync(join(tmpdir(), 'deploy-')), 'site');
    cpSync('out', dir, { recursive: true });
    const worker = join(dir, 'sw.js');
    const list = (): ListEntry[] => JSON.parse(workerList.exec(readFileSync(worker, 'utf8'))![1]!);
    const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
      stdio: 'ignore',
    });
    try {
      await expect.poll(async () => (await fetch(home).catch(() => null))?.status).toBe(200);
      // Ours, not a server another run left on the port: that one would answer too.
      expect(server.exitCode, `port ${port} is taken`).toBeNull();
      await provide({
        home,
        dir,
        build: async (posts = postFolders()) => {
          const built = spawn('node', ['scripts/build-service-worker.mjs', dir, ...posts], {
            stdio: 'ignore',
          });
          expect(await new Promise((resolve) => built.on('exit', resolve))).toBe(0);
        },
        deploy: (files) => {
          const entries = new Map(list().map((entry) => [entry.url, entry]));
          for (const [file, content] of Object.entries(files)) {
            const url = `${basePath()}/${file}`;
            if (content === null) {
              rmSync(join(dir, file));
              entries.delete(url);
            } else {
              writeFileSync(join(dir, file), content);
              const revision = createHash('md5').update(content).digest('hex');
              entries.set(url, { url, revision });
            }
          }
          const newList = JSON.stringify([...entries.values()]);
          writeFileSync(
            worker,
            readFileSync(worker, 'utf8').replace(workerList, `precacheAndRoute(${newList}`),
          );
        },
        listed: () => list().map((entry) => entry.url),
        // A stopped process: the kernel still accepts connections for it, and nothing answers.
        hang: () => server.kill('SIGSTOP'),
      });
    } finally {
      server.kill('SIGKILL');
    }
    rmSync(join(dir, '..'), { recursive: true, force: true });
  },
});

/** The pages a deployment marks, as the site's copy has them. */
const markedPages = [
  'index.html',
  ...Object.values(demos).map((demo) => `${demo.path.slice(1)}/index.html`),
];

/**
 * The files of a new deployment of the copy: its home page and the demos' pages marked with the
 * deployment on `<html>` (an attribute React leaves alone), and `files` beside them.
 */
function deployment(site: OwnSite, name: string, files: Record<string, string | null> = {}) {
  const pages = markedPages.map((page) => [
    page,
    readFileSync(join(site.dir, page), 'utf8').replace(
      /<html lang="en"( data-deployment="\w+")?/,
      `<html lang="en" data-deployment="${name}"`,
    ),
  ]);
  return { ...Object.fromEntries(pages), ...files };
}

/** How the worker's install ends: 'activated', or 'redundant' when a file could not be kept. */
export async function installOutcome(page: Page) {
  // The page registers the worker once it has loaded.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    const worker =
      registration.installing ??
      registration.waiting ??
      registration.active ??
      // Registered, its script still on the way.
      (await new Promise<ServiceWorker>((resolve) =>
        registration.addEventListener('updatefound', () => resolve(registration.installing!), {
          once: true,
        }),
      ));
    while (worker.state !== 'activated' && worker.state !== 'redundant') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', resolve, { once: true }),
      );
    }
    return worker.state;
  });
}

/** The paths of every file the site's workers keep, sorted. */
export const keptFiles = (page: Page) =>
  page.evaluate(async () => {
    const files: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        files.push(new URL(request.url).pathname);
      }
    }
    return files.sort();
  });

/** Whether a new worker is installing or waiting to take over. */
export const newWorkerWaits = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting || registration?.installing);
  });

/** Resolves once the browser has found a new worker and it has kept its files and waits. */
export const untilNewWorkerWaits = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    if (!registration.installing && !registration.waiting) {
      await new Promise((resolve) =>
        registration.addEventListener('updatefound', resolve, { once: true }),
      );
    }
    const worker = registration.installing;
    if (worker?.state === 'installing') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', resolve, { once: true }),
      );
    }
    return Boolean(registration.waiting);
  });

/** The deployment a page shows (see `deployment`), null for the copy's own build. */
export const shownDeployment = (page: Page) => page.locator('html').getAttribute('data-deployment');

/**
 * Goes to each page in turn until the new worker has taken over: at the first the network
 * serves, with no other tab open, once that page has loaded. A page the network was too slow for
 * comes from the kept copy, which needs the earlier build's files: the takeover rightly waits.
 */
export async function goUntilTakenOver(page: Page, site: OwnSite, name: string, pages: string[]) {
  for (const next of pages) {
    await page.goto(new URL(next, site.home).href);
    if ((await shownDeployment(page)) !== name) {
      test.info().annotations.push({
        type: 'slow network',
        description: `${next}: the kept copy answered, so the takeover waited`,
      });
      continue;
    }
    // Hydrated and loaded: the page has told its worker so (components/offline-support).
    await expect(page.getByRole('group', { name: 'Theme' })).toBeEnabled();
    await stopEarlierWorker(page);
    // The new worker starts again to activate: seconds, on a busy machine.
    await expect
      .poll(() => newWorkerWaits(page), { message: `${next} was not taken over`, timeout: 20_000 })
      .toBe(false);
    return;
  }
  throw new Error('The new worker never took over');
}

/**
 * Does what Chromium's idle timer does for a visitor. A takeover waits until the earlier worker
 * has stopped, and the new page's first requests start it again; Chromium stops an idle worker
 * after 30 s, but never one DevTools (Playwright) is attached to. A worker not asked still waits.
 */
export async function stopEarlierWorker(page: Page) {
  // Stopped under a page still loading, the worker would fail its requests.
  await page.waitForLoadState('networkidle');
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  await devtools.detach();
}

/** Deploys `name` with `files` and opens the home page, which shows it at once. */
export async function deployAndVisit(page: Page, site: OwnSite, name: string, files = {}) {
  site.deploy(deployment(site, name, files));
  await page.goto(site.home);
  expect(await shownDeployment(page)).toBe(name);
}

/** The earlier worker lets the new one take over once it has kept the new files. */
export async function leaveUntilTakenOver(page: Page, site: OwnSite, name: string) {
  expect(await untilNewWorkerWaits(page)).toBe(true);
  // Pages the deployment marks (the tests that take this path skip without the calculator).
  await goUntilTakenOver(
    page,
    site,
    name,
    Object.values(demos).map((demo) => `.${demo.path}/`),
  );
}
