import { postPathOf, postsOfEveryLanguage } from '../../lib/site/posts';
import { pathLanguage } from '../../lib/site/language';
import { sitePages } from '../../lib/site/pages';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demos } from '../../lib/content/demos';
import { installBudgetBytes, keptPosts, networkTimeoutSeconds } from '../../lib/offline/config.mjs';
import { owner } from '../../lib/site/owner';
import { basePath } from '../../lib/urls.mjs';
import {
  expect,
  expectEveryCardImageShown,
  relative,
  routes,
  test,
  pathSensitive,
  untilControlled,
  visitThenGoOffline,
} from './fixtures';
import {
  deployAndVisit,
  installOutcome,
  goUntilTakenOver,
  keptFiles,
  leaveUntilTakenOver,
  newWorkerWaits,
  shownDeployment,
  siteTest,
  stopEarlierWorker,
  untilNewWorkerWaits,
} from './deployments';

// The service worker's rules without a browser: __tests__/lib/offline/service-worker.test.ts.
// The demos and the markdown draft without a network: returning-visitor.spec.ts.

/** Each screen's own heading. */
const titles: Record<string, string> = {
  '/': owner.name,
  ...Object.fromEntries(Object.values(demos).map((demo) => [demo.path, demo.title])),
};

test.describe('after one visit, without a network', () => {
  // Under a base path, the first visit is to a page below the site's root: the worker's scope is
  // the site, not the folder of the first page.
  const first = basePath() ? '/quotes' : '/';
  test(`every screen loads (first visit: ${first})`, pathSensitive, async ({ page }) => {
    // The install keeps every page first (stories and posts too): as long as the machine needs.
    test.slow();
    await visitThenGoOffline(page, first);
    for (const route of routes) {
      const response = await page.goto(relative(route));
      expect(response?.status(), route).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: titles[route], exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
    }
    // Written without its slash, as a visitor types it.
    await page.goto(relative('/about'));
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('unknown paths', pathSensitive, () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('show the not-found page with status 404', async ({ page }) => {
      await visitThenGoOffline(page);
      const response = await page.goto(relative('/no/such/page/'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Nothing to see here!' })).toBeVisible();
    });
  });

  test('the home page shows every card image', async ({ page }) => {
    await visitThenGoOffline(page, '/about');
    await page.goto(relative('/'));
    await expectEveryCardImageShown(page);
  });
});

test('Chromium finds the site installable', async ({ playwright, launchOptions, baseURL }) => {
  // Chromium offers no install in a private window, which every test context is.
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

test(
  'the worker keeps every page and its data, but tag pages and older posts, at install',
  pathSensitive,
  async ({ page, baseURL }) => {
    await page.goto(relative('/'));
    expect(await installOutcome(page)).toBe('activated');
    const keptAtInstall = await keptFiles(page);
    // Next.js's prefetch segments (the site's links do not prefetch), the not-found page's copies.
    const neverAsked = /\/__next\.[^/]*\.txt$|\/(404|_not-found)\//;
    expect(keptAtInstall.filter((path) => neverAsked.test(path))).toEqual([]);
    // Every page of the inventory, its HTML and its data, but tag pages and the posts past the
    // newest kept: those are kept once opened.
    const base = new URL(baseURL!).pathname.replace(/\/$/, '');
    // Every language's posts, newest first; another language's tags and series as the default's.
    const everyPost = postsOfEveryLanguage().map(postPathOf);
    const newest = new Set(everyPost.slice(0, keptPosts));
    const onceOpened = (path: string) =>
      (everyPost.includes(path) && !newest.has(path)) ||
      /^\/(tags|series)\/.+/.test(pathLanguage(path).path);
    // The shell's pages always; their data, the newest posts, the archive and the tag index as room
    // allows, so one left out would not have fitted (many posts, long posts and pictures fill it).
    const size = (url: string) => statSync(join('out', decodeURI(url).slice(base.length))).size;
    const room = installBudgetBytes - keptAtInstall.reduce((sum, url) => sum + size(url), 0);
    const keptOrNoRoom = (url: string) =>
      keptAtInstall.includes(url) || expect(size(url), url).toBeGreaterThan(room);
    for (const { path, kind } of sitePages()) {
      const [html, data] = [`${base}${path}index.html`, `${base}${path}index.txt`];
      if (onceOpened(path)) {
        expect(keptAtInstall, path).not.toContain(html);
        expect(keptAtInstall, path).not.toContain(data);
      } else {
        if (newest.has(path) || kind === 'archive' || kind === 'tags') keptOrNoRoom(html);
        else expect(keptAtInstall, path).toContain(html);
        keptOrNoRoom(data);
      }
    }
  },
);

test('every image of every card answers, at every width', pathSensitive, async ({ page }) => {
  await page.goto(relative('/'));
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
});

siteTest.describe('a page the install left out', () => {
  siteTest.use({ allowedConsoleErrors: [/status of 503/] });

  siteTest(
    'a tag page never opened says offline that it is not available, with 503; once opened, it shows',
    async ({ page, site }) => {
      const [tag, other] = sitePages().filter((entry) => entry.kind === 'tag');
      siteTest.skip(!other, 'the site has fewer than two tags');
      await page.goto(site.home);
      await untilControlled(page);
      expect(await installOutcome(page)).toBe('activated');
      await page.goto(new URL(`.${tag!.path}`, site.home).href);
      await page.context().setOffline(true);
      const response = await page.goto(new URL(`.${other!.path}`, site.home).href);
      expect(response?.status()).toBe(503);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Not available offline' }),
      ).toBeVisible();
      // The tag page opened online is kept.
      expect((await page.goto(new URL(`.${tag!.path}`, site.home).href))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(tag!.picture.title);
      // Its links lead to what is kept: the home page opens offline.
      await page.goto(new URL(`.${other!.path}`, site.home).href);
      await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: owner.name, exact: true }),
      ).toBeVisible();
    },
  );
});

siteTest.describe('a new deployment', () => {
  // Each step shows the new build hydrated by a key of the calculator.
  siteTest.skip(
    !demos.calculator,
    "the owner's site has no calculator demo (lib/content/demos.ts)",
  );

  // Each test installs the whole site (stories and posts too) at least twice.
  siteTest.slow();

  siteTest(
    'shows at once online, and takes over the offline copy on the next navigation',
    pathSensitive,
    async ({ page, context, site }) => {
      await page.goto(site.home);
      await untilControlled(page);
      expect(await shownDeployment(page)).toBeNull();
      await deployAndVisit(page, site, '2');
      await leaveUntilTakenOver(page, site, '2');

      // Offline, the new worker's copy shows: the new HTML with its own scripts, hydrated.
      await context.setOffline(true);
      await page.goto(site.home);
      expect(await shownDeployment(page)).toBe('2');
      await page.goto(new URL('./calculator/', site.home).href);
      await page.locator('#two').click();
      await expect(page.locator('#display')).toHaveText('2');
    },
  );

  siteTest(
    'waits while another tab runs the earlier build, and takes over once it is closed',
    async ({ page, context, site }) => {
      await page.goto(site.home);
      await untilControlled(page);
      const other = await context.newPage();
      await other.goto(new URL('./calculator/', site.home).href);
      await deployAndVisit(page, site, '2');
      expect(await untilNewWorkerWaits(page)).toBe(true);
      await page.goto(new URL('./clock/', site.home).href);
      // Had this navigation asked it to take over, the new worker would control the next page.
      await stopEarlierWorker(page);
      await page.reload();
      await other.locator('#two').click();
      await expect(other.locator('#display')).toHaveText('2');
      expect(await newWorkerWaits(page), 'the new worker took over beside an earlier page').toBe(
        true,
      );

      await other.close();
      await goUntilTakenOver(page, site, '2', ['./', './calculator/', './quotes/']);
    },
  );

  siteTest('leaves one build’s files: earlier builds’ are removed', async ({ page, site }) => {
    await page.goto(site.home);
    await untilControlled(page);
    for (const name of ['2', '3']) {
      const script = `_next/static/chunks/deployment-${name}.js`;
      await deployAndVisit(page, site, name, {
        [script]: `// deployment ${name}`,
        ...(name === '3' && { '_next/static/chunks/deployment-2.js': null }),
      });
      // The new pages ask for the new build's files before its worker has taken over.
      expect(await page.evaluate((url) => fetch(url).then((r) => r.status), script)).toBe(200);
      await leaveUntilTakenOver(page, site, name);
      // Activating, the worker removes the earlier build's files.
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
    await page.goto(new URL('./about/', site.home).href);
    expect(Date.now() - started).toBeGreaterThanOrEqual(networkTimeoutSeconds * 1000);
    await expect(
      page.getByRole('heading', { level: 1, name: owner.name, exact: true }),
    ).toBeVisible();
    // In-site navigation: the data Next.js fetches falls back the same way.
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles['/'] })).toBeVisible({
      timeout: networkTimeoutSeconds * 1000 + 10_000,
    });
  },
);

siteTest(
  'file names a URL must encode (#, %, spaces, other scripts) do not stop the worker',
  pathSensitive,
  async ({ page, site }) => {
    // It builds the worker (9 s on a busy machine) before the install: over the default 30 s there.
    siteTest.slow();
    const names = ['a#1.svg', '100%.svg', 'two words.svg', '项目.svg'];
    const logo = readFileSync(join(site.dir, 'logo.svg'));
    for (const name of names) writeFileSync(join(site.dir, name), logo);
    await site.build();
    await page.goto(site.home);
    expect(await installOutcome(page)).toBe('activated');
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
