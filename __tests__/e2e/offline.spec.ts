import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { demos } from '../../lib/content/demos';
import { networkTimeoutSeconds } from '../../lib/offline/config.mjs';
import { owner } from '../../lib/content/owner';
import { basePath } from '../../lib/urls.mjs';
import {
  expect,
  expectEveryCardImageShown,
  relative,
  routes,
  test,
  pathSensitive,
  untilControlled,
} from './fixtures';

/** One visit, until the worker has kept the site and controls the page; then the network goes. */
async function visitThenGoOffline(page: Page, context: BrowserContext, route = '/') {
  await page.goto(relative(route));
  await untilControlled(page);
  await context.setOffline(true);
}

/** Each screen's own heading. */
const titles: Record<string, string> = {
  '/': owner.name,
  ...Object.fromEntries(Object.values(demos).map((demo) => [demo.path, demo.title])),
};

test.describe('after one visit, without a network', () => {
  // The first visit from the home page at the root; under a base path, from a page below the
  // site's root (the worker's scope is the site, not the folder of the first page).
  const first = basePath() ? '/quotes' : '/';
  test(`every screen loads (first visit: ${first})`, pathSensitive, async ({ page, context }) => {
    // The install keeps every page first (stories and posts too): as long as the machine needs.
    test.slow();
    await visitThenGoOffline(page, context, first);
    for (const route of routes) {
      const response = await page.goto(relative(route));
      expect(response?.status(), route).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: titles[route], exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
    }
    await page.goto(relative('/clock'));
    await expect(page).toHaveURL(/\/clock\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: demos.clock.title })).toBeVisible();
  });

  test.describe('unknown paths', pathSensitive, () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('show the not-found page with status 404', async ({ page, context }) => {
      await visitThenGoOffline(page, context);
      const response = await page.goto(relative('/no/such/page/'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Nothing to see here!' })).toBeVisible();
    });
  });

  test('the home page shows every card image', async ({ page, context }) => {
    await visitThenGoOffline(page, context, '/clock');
    await page.goto(relative('/'));
    await expectEveryCardImageShown(page);
  });

  // The demos and the markdown draft without a network: returning-visitor.spec.ts.
});

test('Chromium finds the site installable', async ({ playwright, launchOptions, baseURL }) => {
  // Chromium offers no install in a private window, which every test context is: this one
  // gets a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto(relative('/'));
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe(`${basePath()}/manifest.webmanifest`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** How the worker's install ends: 'activated', or 'redundant' when a file could not be kept. */
const activation = (page: Page) =>
  page.evaluate(async () => {
    // The page registers the worker once it has loaded.
    let worker: ServiceWorker | null | undefined;
    while (!worker) {
      const registration = await navigator.serviceWorker.getRegistration();
      worker = registration?.installing ?? registration?.waiting ?? registration?.active;
      if (!worker) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    while (worker.state !== 'activated' && worker.state !== 'redundant') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', resolve, { once: true }),
      );
    }
    return worker.state;
  });

/** The paths of every file the site's workers keep, sorted. */
const keptFiles = (page: Page) =>
  page.evaluate(async () => {
    const files: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        files.push(new URL(request.url).pathname);
      }
    }
    return files.sort();
  });

test(
  'the worker installs what pages use, and every image of every card answers',
  pathSensitive,
  async ({ page }) => {
    await page.goto(relative('/'));
    expect(await activation(page)).toBe('activated');
    // Each page's data for in-site navigation, not the prefetch segments the site never asks for
    // nor the not-found page's extra copies.
    const kept = await keptFiles(page);
    expect(kept.filter((path) => /\/__next\.[^/]*\.txt$|\/(404|_not-found)\//.test(path))).toEqual(
      [],
    );
    const pages = kept.filter((path) => path.endsWith('/index.html') || path.endsWith('/'));
    expect(pages.length).toBeGreaterThanOrEqual(routes.length);
    expect(kept.filter((path) => path.endsWith('/index.txt'))).toHaveLength(pages.length);
    const urls = await page
      .getByRole('list')
      .getByRole('img')
      .evaluateAll((images: HTMLImageElement[]) =>
        images.flatMap((img) => [
          img.src,
          ...img.srcset
            .split(',')
            .filter(Boolean)
            .map((candidate) => new URL(candidate.trim().split(' ')[0]!, img.baseURI).href),
        ]),
      );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of new Set(urls)) {
      expect((await page.request.get(url)).status(), url).toBe(200);
    }
  },
);

/**
 * A copy of out/ on a server of its own, which a test may redeploy or stop. Its port follows
 * E2E_PORT (1000 higher per parallel worker), so runs side by side on one machine never share one.
 */
interface OwnSite {
  home: string;
  dir: string;
  /** Builds the worker over the copy, as `npm run build` does. */
  build: () => Promise<void>;
  /**
   * A new deployment: these files written (or with null, removed), and the worker's list changed
   * as a build changes it, without the seconds a build takes on a busy machine.
   */
  deploy: (files: Record<string, string | null>) => void;
  /** The files the worker's list holds. */
  listed: () => string[];
  /** The server keeps accepting connections and never answers again. */
  hang: () => void;
}

const ownPort = (testInfo: TestInfo) =>
  Number(process.env.E2E_PORT ?? 4173) + 1000 * (1 + testInfo.parallelIndex);

interface ListEntry {
  url: string;
  revision: string | null;
}
const workerList = /precacheAndRoute\((\[[^\]]*\])/;

const siteTest = test.extend<{ site: OwnSite }>({
  allowedOrigins: async ({}, provide, testInfo) =>
    provide([`http://127.0.0.1:${ownPort(testInfo)}`]),
  site: async ({ baseURL }, provide, testInfo) => {
    const port = ownPort(testInfo);
    const home = new URL('./', baseURL!.replace(/:\d+/, `:${port}`)).href;
    const dir = join(mkdtempSync(join(tmpdir(), 'deploy-')), 'site');
    cpSync('out', dir, { recursive: true });
    const worker = join(dir, 'sw.js');
    const list = (): ListEntry[] => JSON.parse(workerList.exec(readFileSync(worker, 'utf8'))![1]!);
    const server: ChildProcess = spawn(
      'node',
      ['scripts/serve.mjs', '--port', String(port), '--dir', dir],
      { stdio: 'ignore' },
    );
    try {
      await expect.poll(async () => (await fetch(home).catch(() => null))?.status).toBe(200);
      // Ours, not a server another run left on the port: that one would answer too.
      expect(server.exitCode, `port ${port} is taken`).toBeNull();
      await provide({
        home,
        dir,
        build: async () => {
          const built = spawn('node', ['scripts/build-service-worker.mjs', dir], {
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
          const source = readFileSync(worker, 'utf8');
          writeFileSync(
            worker,
            source.replace(workerList, `precacheAndRoute(${JSON.stringify([...entries.values()])}`),
          );
        },
        listed: () => list().map((entry) => entry.url),
        // A stopped process: the kernel still accepts connections for it, and nothing answers.
        hang: () => server.kill('SIGSTOP'),
      });
    } finally {
      server.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  },
});

/** Whether a new worker is installing or waiting to take over. */
const newWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting || registration?.installing);
  });

/**
 * Resolves once the browser has found a new worker, it has kept its files and it waits to take
 * over, however long each step takes on this machine (it waits for the events themselves).
 */
const installedWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return false;
    if (!registration.installing && !registration.waiting) {
      await new Promise((resolve) =>
        registration.addEventListener('updatefound', resolve, { once: true }),
      );
    }
    const worker = registration.installing;
    if (worker && worker.state === 'installing') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', resolve, { once: true }),
      );
    }
    return Boolean(registration.waiting);
  });

/**
 * After a deployment, the next page load finds the new worker, which keeps the new files and
 * waits; the next page the network serves, with no other tab open, lets it take over. Left while
 * the worker is still installing, that page would be served before the worker waits, and the
 * takeover would come one page later: so the test leaves once it waits, as a visitor mostly does.
 * A page the network is too slow for (over networkTimeoutSeconds, on a machine whose cores are
 * all busy) comes from the kept copy, which needs the old build's files: the takeover rightly waits
 * for the next page. The test then goes on to it, and notes so in the report.
 */
async function leaveUntilTakenOver(page: Page, site: OwnSite) {
  await page.goto(site.home);
  expect(await installedWorker(page)).toBe(true);
  await goUntilTakenOver(page, site, ['./clock/', './calculator/', './quotes/']);
}

/** Goes to each page in turn until the new worker has taken over. */
async function goUntilTakenOver(page: Page, site: OwnSite, pages: string[]) {
  for (const next of pages) {
    const started = Date.now();
    await page.goto(new URL(next, site.home).href);
    const took = Date.now() - started;
    // The page's first requests mostly restart the earlier worker (see stopEarlierWorker) and the
    // takeover then waits: a few seconds tell the two cases apart.
    const takenOver = await expect
      .poll(() => newWorker(page), { timeout: 5_000 })
      .toBe(false)
      .then(() => true)
      .catch(() => false);
    if (takenOver) return;
    if (took <= networkTimeoutSeconds * 1000) {
      await stopEarlierWorker(page);
      await expect
        .poll(() => newWorker(page), {
          message: `${next}, which the network served in ${took} ms, was not taken over`,
          timeout: 20_000,
        })
        .toBe(false);
      siteTest.info().annotations.push({
        type: 'earlier worker restarted',
        description: `${next}: taken over once the earlier worker, restarted, was stopped`,
      });
      return;
    }
    siteTest.info().annotations.push({
      type: 'slow network',
      description: `${next} took ${took} ms: the kept copy answered, so the takeover waited`,
    });
  }
  throw new Error('The new worker never took over');
}

/**
 * Chromium activates a worker asked to take over once the earlier worker has no work, and stops
 * that worker for it. The new page's first requests (its scripts, the logo) reach the earlier
 * worker while it stops and start it again (12 runs of 12 here). Chromium's source then stops it
 * once it has been idle for 30 s and lets the takeover happen, but never stops a worker DevTools
 * is attached to (as Playwright is) unless an activation asks: the takeover waits for its 5-minute
 * limit. Stopping the site's workers does here what the idle timer does for a visitor; the
 * waiting one starts again to activate. A worker that was not asked still waits: the earlier one
 * still controls this page.
 */
async function stopEarlierWorker(page: Page) {
  // Once the page is quiet, as the idle timer finds it: stopped under a page still loading (a late
  // image, a prefetch), the worker would fail those requests (seen in CI as ERR_FAILED).
  await page.waitForLoadState('networkidle');
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  await devtools.detach();
}

/** The home page of the site's copy, marked with an attribute React leaves alone. */
const markedHome = (site: OwnSite, deployment: string) =>
  readFileSync(join(site.dir, 'index.html'), 'utf8').replace(
    /<html lang="en"( data-deployment="\w+")?/,
    `<html lang="en" data-deployment="${deployment}"`,
  );

siteTest.describe('a new deployment', () => {
  siteTest(
    'shows at once online, and takes over the offline copy on the next navigation',
    pathSensitive,
    async ({ page, context, site }) => {
      // Two installs of the whole site (every page, stories and posts too).
      siteTest.slow();
      const deployment = () => page.locator('html').getAttribute('data-deployment');
      await page.goto(site.home);
      await page.evaluate(() => navigator.serviceWorker.ready);
      expect(await deployment()).toBeNull();

      site.deploy({ 'index.html': markedHome(site, '2') });
      // Online, the new page shows at once, though the old worker still runs.
      await page.goto(site.home);
      expect(await deployment()).toBe('2');
      await leaveUntilTakenOver(page, site);

      // Offline, the new worker's copy shows: the new HTML with its own scripts, hydrated.
      await context.setOffline(true);
      await page.goto(site.home);
      expect(await deployment()).toBe('2');
      await page.goto(new URL('./calculator/', site.home).href);
      await page.locator('#two').click();
      await expect(page.locator('#display')).toHaveText('2');
    },
  );

  siteTest(
    'waits while another tab runs the earlier build, and takes over once it is closed',
    async ({ page, context, site }) => {
      // Two installs of the whole site and a wait for the takeover: 29 s alone on this machine.
      siteTest.slow();
      await page.goto(site.home);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const other = await context.newPage();
      await other.goto(new URL('./calculator/', site.home).href);
      site.deploy({ 'index.html': markedHome(site, '2') });
      await page.goto(site.home);
      expect(await installedWorker(page)).toBe(true);
      await page.goto(new URL('./clock/', site.home).href);
      // A wrong takeover would follow this navigation within moments: the seconds given to it
      // can only let a broken rule pass, never fail a right one.
      await page.waitForTimeout(3000);
      expect(await newWorker(page), 'the new worker took over beside an earlier page').toBe(true);
      await other.locator('#two').click();
      await expect(other.locator('#display')).toHaveText('2');

      await other.close();
      await goUntilTakenOver(page, site, ['./', './calculator/', './quotes/']);
    },
  );

  siteTest('leaves one build’s files: earlier builds’ are removed', async ({ page, site }) => {
    // The browser installs the whole site three times here (the first visit, then after each of
    // two deployments): on a machine whose cores are busy that takes over 20 s.
    siteTest.slow();
    await page.goto(site.home);
    await page.evaluate(() => navigator.serviceWorker.ready);
    for (const deployment of [2, 3]) {
      const script = `_next/static/chunks/deployment-${deployment}.js`;
      site.deploy({
        'index.html': markedHome(site, String(deployment)),
        [script]: `// deployment ${deployment}`,
        ...(deployment > 2 && { [`_next/static/chunks/deployment-${deployment - 1}.js`]: null }),
      });
      // The new pages ask for the new build's files before its worker has taken over.
      await page.goto(site.home);
      expect(await page.evaluate((url) => fetch(url).then((r) => r.status), script)).toBe(200);
      await leaveUntilTakenOver(page, site);
      await expect.poll(() => keptFiles(page), { timeout: 20_000 }).toEqual(site.listed().sort());
    }
  });
});

siteTest(
  `a network that hangs: pages come from the kept copy after ${networkTimeoutSeconds} s`,
  async ({ page, site }) => {
    await page.goto(site.home);
    await untilControlled(page);
    site.hang();
    const started = Date.now();
    // Without the fallback this navigation would wait for as long as the connection stays open.
    await page.goto(new URL('./quotes/', site.home).href, { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(networkTimeoutSeconds * 1000);
    await expect(
      page.getByRole('heading', { level: 1, name: demos.quotes.title, exact: true }),
    ).toBeVisible();
    // In-site navigation: the data Next.js fetches falls back the same way.
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles['/'] })).toBeVisible({
      timeout: 15_000,
    });
  },
);

siteTest(
  'file names a URL must encode (#, %, spaces, other scripts) do not stop the worker',
  pathSensitive,
  async ({ page, site }) => {
    const names = ['a#1.svg', '100%.svg', 'two words.svg', '项目.svg'];
    const logo = readFileSync(join(site.dir, 'logo.svg'));
    for (const name of names) writeFileSync(join(site.dir, name), logo);
    await site.build();
    await page.goto(site.home);
    expect(await activation(page)).toBe('activated');
    const statuses = await page.evaluate(
      (files) =>
        Promise.all(
          files.map(async (file) => (await fetch(`./${encodeURIComponent(file)}`)).status),
        ),
      names,
    );
    expect(statuses).toEqual(names.map(() => 200));
  },
);
