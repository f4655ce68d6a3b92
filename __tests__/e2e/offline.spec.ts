import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { demos } from '../../lib/content/demos';
import { owner } from '../../lib/content/owner';
import { basePath } from '../../lib/urls.mjs';
import { expect, expectEveryCardImageShown, openEditor, relative, routes, test } from './fixtures';

// The rest of the suite runs without the service worker; these tests are about it.
test.use({ serviceWorkers: 'allow' });

/** One visit, until the worker has kept the site and controls the page; then the network goes. */
async function visitThenGoOffline(page: Page, context: BrowserContext, route = '/') {
  await page.goto(relative(route));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await context.setOffline(true);
}

/** Each screen's own heading. */
const titles: Record<string, string> = {
  '/': owner.name,
  ...Object.fromEntries(Object.values(demos).map((demo) => [demo.path, demo.title])),
};

test.describe('after one visit, without a network', () => {
  for (const first of ['/', '/quotes']) {
    test(`every screen loads (first visit: ${first})`, async ({ page, context }) => {
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
  }

  test.describe('unknown paths', () => {
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

  test('the timer counts down and beeps', async ({ page, context }) => {
    await visitThenGoOffline(page, context);
    await page.clock.install();
    await page.goto(relative('/clock'));
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(25 * 60_000 + 1000);
    await expect(page.locator('#timer-label')).toHaveText('Break');
    // Playing, from the kept copy: a sound that failed to load would report an error.
    await expect
      .poll(() =>
        page
          .locator('#beep')
          .evaluate((audio: HTMLAudioElement) => !audio.paused && !audio.error && audio.readyState),
      )
      .toBeGreaterThanOrEqual(2);
  });

  test('the calculator computes', async ({ page, context }) => {
    await visitThenGoOffline(page, context);
    await page.goto(relative('/calculator'));
    for (const key of ['#one', '#decimal', '#five', '#multiply', '#four', '#equals']) {
      await page.locator(key).click();
    }
    await expect(page.locator('#display')).toHaveText('6');
  });

  test('the markdown editor renders and keeps its draft', async ({ page, context }) => {
    await visitThenGoOffline(page, context);
    await openEditor(page);
    await page.locator('#editor').fill('# Written on a train\n\n**offline**');
    await expect(page.locator('#preview h1')).toHaveText('Written on a train');
    await page.reload();
    await expect(page.locator('#editor')).toHaveValue('# Written on a train\n\n**offline**');
    await expect(page.locator('#preview strong')).toHaveText('offline');
  });

  test('New Quote changes the quote', async ({ page, context }) => {
    await visitThenGoOffline(page, context);
    await page.goto(relative('/quotes'));
    const text = page.locator('#text');
    await expect(text).not.toBeEmpty();
    const before = await text.innerText();
    await page.getByRole('button', { name: 'New Quote' }).click();
    await expect(text).not.toHaveText(before);
  });
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

test.describe('a new deployment', () => {
  // A server of its own per worker, on a port of its own.
  const ports = Array.from({ length: 10 }, (_, index) => 4400 + index);
  test.use({ allowedOrigins: ports.map((port) => `http://127.0.0.1:${port}`) });
  let port: number;
  let site: string;
  let server: ChildProcess;

  test.beforeEach(async ({}, testInfo) => {
    port = ports[testInfo.workerIndex % ports.length]!;
    site = join(mkdtempSync(join(tmpdir(), 'deploy-')), 'site');
    cpSync('out', site, { recursive: true });
    server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', site], {
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          (await fetch(`http://127.0.0.1:${port}${basePath()}/`).catch(() => null))?.status,
      )
      .toBe(200);
  });

  test.afterEach(() => {
    server.kill();
    rmSync(site, { recursive: true, force: true });
  });

  /** Deploys a changed home page the way a build does: new HTML, then a new worker's list. */
  function deployNewHomePage() {
    const home = join(site, 'index.html');
    // An attribute React leaves alone, so the old scripts still hydrate the new page.
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace('<html lang="en"', '<html lang="en" data-deployment="2"'),
    );
    const built = spawn('node', ['scripts/build-service-worker.mjs', site], { stdio: 'ignore' });
    return new Promise((resolve) => built.on('exit', resolve));
  }

  test('shows at once online, and takes over the offline copy on the next navigation', async ({
    page,
    context,
    baseURL,
  }) => {
    const home = new URL(`.${'/'}`, baseURL!.replace(/:\d+/, `:${port}`)).href;
    const deployment = () => page.locator('html').getAttribute('data-deployment');
    await page.goto(home);
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await deployment()).toBeNull();

    expect(await deployNewHomePage()).toBe(0);
    // Online, the new page shows at once, though the old worker still runs.
    await page.goto(home);
    expect(await deployment()).toBe('2');
    // The browser fetches the new worker, which keeps the new files, then waits until this page
    // is left. Keeping 91 files can take a while on a busy machine.
    const installing = { timeout: 20_000 };
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return Boolean(registration?.waiting);
          }),
        installing,
      )
      .toBe(true);
    // Leaving the page lets it take over. A message sent while a page unloads can be lost on a
    // busy machine; the next page left sends it again.
    await expect
      .poll(async () => {
        await page.goto(new URL('./clock/', home).href);
        return page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await new Promise((resolve) => setTimeout(resolve, 500));
          return !registration?.waiting && !registration?.installing;
        });
      }, installing)
      .toBe(true);

    // Offline, the new worker's copy shows: the new HTML with its own scripts, hydrated.
    await context.setOffline(true);
    await page.goto(home);
    expect(await deployment()).toBe('2');
    await page.goto(new URL('./calculator/', home).href);
    await page.locator('#two').click();
    await expect(page.locator('#display')).toHaveText('2');
  });
});
