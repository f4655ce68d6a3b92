import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { demos } from '../../lib/content/demos';
import type { DemoName } from '../../lib/site/demos';
import { posts } from '../../lib/site/posts';
import { siteTags } from '../../lib/site/site-tags';
import { projectPages } from '../../lib/site/stories';

interface Options {
  /** Console errors a test expects, e.g. the browser's note that a page answered 404. */
  allowedConsoleErrors: RegExp[];
  /** Other origins a test lets the page reach, e.g. an image the visitor wrote into the editor. */
  allowedOrigins: string[];
}

/**
 * Marks a test where the site's own path matters (links, the worker's scope, redirects, addresses
 * to share): CI runs these again on a build under BASE_PATH (`--grep @base-path`). The others
 * behave the same wherever the site lives, and one run of them is enough.
 */
export const pathSensitive = { tag: '@base-path' };

/**
 * Marks a test whose outcome depends on the host (headers, redirects, trailing slashes, 404s, the
 * worker's scope): CI runs these again against nginx serving the README's snippet (`--grep @host`).
 */
export const hostDependent = { tag: '@host' };

/** Both of the above. */
export const pathAndHostDependent = { tag: ['@base-path', '@host'] };

/**
 * Every test watches its page: a console error, an uncaught exception, a Content-Security-Policy
 * violation or a request to any host but this site's fails the test, whatever else it checks.
 */
export const test = base.extend<Options & { pageProblems: string[] }>({
  // One pattern: test.use() reads a list of two as [value, fixture options], the second a RegExp.
  allowedConsoleErrors: [[], { option: true }],
  allowedOrigins: [[], { option: true }],
  pageProblems: [
    async ({ page, baseURL, allowedConsoleErrors, allowedOrigins }, use) => {
      const problems: string[] = [];
      const ownOrigin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = `${message.text()} (${message.location().url})`;
        if (message.type() === 'warning' && !/hydrat/i.test(text)) return;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) {
          problems.push(`console ${message.type()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // Anything the Content-Security-Policy blocks is a defect of the site (or of a test).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('request', (request) => {
        const url = request.url();
        const { origin } = new URL(url);
        if (!url.startsWith('data:') && origin !== ownOrigin && !allowedOrigins.includes(origin)) {
          problems.push(`third-party request: ${url}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors, uncaught exceptions and third-party requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The axe rules of WCAG 2.2 at levels A and AA. */
export const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe on the page. In legacy mode it runs in the page itself rather than in a blank page it opens
 * to gather the results of frames, which the site has none of: a third of the time.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

// The scheme changes colours only (the layout and names stay), so dark runs the rules of colour.
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Axe's findings light, then dark, once transitions have ended; within `include` if given. */
export async function violationsInBothSchemes(page: Page, include = 'html') {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    const builder = axe(page).include(include);
    const { violations } = await (
      colorScheme === 'light' ? builder.withTags(wcag22aa) : builder.withRules(colourRules)
    ).analyze();
    found.push(
      ...violations.map(
        ({ id, nodes }) => `${colorScheme}: ${id}: ${nodes.map((n) => n.target).join(' ')}`,
      ),
    );
  }
  return found;
}

/** The home page and the demos, as a visitor would type them. */
export const routes = ['/', ...Object.values(demos).map((demo) => demo.path)];

/** One page of each kind the owner's content makes: a project's story, the archive, a post, tags. */
export const contentRoutes = [
  ...projectPages()
    .slice(0, 1)
    .map(({ slug }) => `/projects/${slug}`),
  '/writing',
  ...posts()
    .slice(0, 1)
    .map(({ slug }) => `/writing/${slug}`),
  '/tags',
  ...siteTags()
    .slice(0, 1)
    .map(({ slug }) => `/tags/${slug}`),
];

/**
 * Holds back the page's scripts until the returned function is called. The page must not have a
 * service worker yet: requests it answers never reach page.route.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Relative to baseURL, so the same tests run when the site lives under BASE_PATH. */
export const relative = (route: string) => `.${route}`;

/**
 * Puts text in the markdown editor the way a paste does (one input event), then reads #preview at
 * once, inside the same task, as the freeCodeCamp tests do.
 */
export function pasteIntoEditor(page: Page, text: string) {
  return page.evaluate((value) => {
    const editor = document.getElementById('editor') as HTMLTextAreaElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(editor, value);
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    return document.getElementById('preview')!.innerHTML;
  }, text);
}

/**
 * Waits until the service worker has kept the site and controls the page. Installing keeps every
 * file first: that takes as long as the machine needs, so this waits for the events themselves.
 */
export function untilControlled(page: Page) {
  return page.evaluate(async () => {
    const { serviceWorker } = navigator;
    await serviceWorker.ready;
    if (serviceWorker.controller) return;
    await new Promise((resolve) =>
      serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** One visit, until the worker has kept the site and controls the page; then the network goes. */
export async function visitThenGoOffline(page: Page, route = '/') {
  await page.goto(relative(route));
  await untilControlled(page);
  await page.context().setOffline(true);
}

/** Skips a test (or, at a file's top, a file) that needs a demo the owner removed. */
export const needsDemo = (name: DemoName) =>
  test.skip(!demos[name], `the owner's site has no ${name} demo (lib/content/demos.ts)`);

/** Opens the markdown editor and waits until React handles typing (the page is pre-rendered). */
export async function openEditor(page: Page) {
  await page.goto(relative('/markdown'));
  await expect(page.locator('#editor')).toHaveAttribute('data-live', 'true');
}

/** The grid of project cards, on the home page or a tag page. */
export const projectGrid = (page: Page) => page.getByRole('list', { name: 'Projects' });
/** The grid's own items, one per card, not the lists of tags inside the cards. */
export const projectCards = (page: Page) => projectGrid(page).locator(':scope > li');

/** Scrolls to each card on the home page and waits until its picture has loaded and decoded. */
export async function expectEveryCardImageShown(page: Page) {
  for (const image of await projectGrid(page).getByRole('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** Opens the quote viewer and checks that New Quote shows another quote. */
export async function expectNewQuoteToChangeTheQuote(page: Page) {
  await page.goto(relative('/quotes'));
  const text = page.locator('#text');
  await expect(text).not.toBeEmpty();
  const before = await text.innerText();
  await page.getByRole('button', { name: 'New Quote' }).click();
  await expect(text).not.toHaveText(before);
}
