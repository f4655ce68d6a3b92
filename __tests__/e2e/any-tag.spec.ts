import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tagPath } from '../../lib/site/site-tags';
import { variantFile } from '../../lib/images/variants';
import { tagSlug } from '../../lib/tags';
import { normalizeText } from '../../lib/text';
import { basePath } from '../../lib/urls.mjs';
import { htmlPictures, hostilePicture, lookAlike, typed } from './fixture-content';
import { fixtureTest as test, type FixtureSite } from './fixture-site';
import { expect, untilControlled } from './fixtures';
import { expectNoShiftsOnSlowLoads } from './layout-shifts';

// Tags as people type them, each needing care somewhere on the way to an address, on the fixture
// site (fixture-content.ts): two posts carry them. Served by the project's server and by nginx
// with the README's snippet. The first post also holds pictures written as HTML, as posts from
// Jekyll and Hugo do, and an SVG written to attack visitors; the owner has a photo.

const origins = ({ own, nginx }: FixtureSite) => ({ own, nginx });

test('builds one page per tag, each with its share picture, on our server and on nginx', async ({
  page,
  fixtureSite,
}) => {
  const { own } = origins(fixtureSite);
  // The sitemap lists every tag page, as well-formed XML.
  await page.goto(`${own}${basePath()}/`);
  const locations = await page.evaluate(async () => {
    const text = await (await fetch('sitemap.xml')).text();
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    if (xml.querySelector('parsererror')) return null;
    return [...xml.querySelectorAll('loc')].map((loc) => new URL(loc.textContent!).pathname);
  });
  expect(locations, 'sitemap.xml is well-formed').not.toBeNull();
  const tagPages = locations!.filter((path) => path.startsWith(`${basePath()}/tags/`));
  const slugs = [...typed, lookAlike].map(tagSlug);
  for (const slug of slugs) expect(tagPages).toContain(`${basePath()}${tagPath(slug)}`);
  // Java and java + U+200B are one tag.
  expect(new Set(slugs).size).toBe(typed.length);
  expect(tagPages).not.toContain(`${basePath()}${tagPath(lookAlike.toLowerCase())}`);

  for (const origin of Object.values(origins(fixtureSite))) {
    for (const path of tagPages) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, `${origin}${path}`).toBe(200);
      const html = await response.text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, `${path} names its share picture`).toBeDefined();
      const picture = await fetch(`${origin}${new URL(image!).pathname}`);
      expect(picture.status, `${origin}: ${image}`).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    }
  }
});

test('shows pictures written as HTML from their copies, and publishes no original', async ({
  page,
  fixtureSite,
}) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto(`${origins(fixtureSite).own}${basePath()}/writing/typed-tags/`);
  for (const { alt } of htmlPictures) {
    const image = page.getByRole('img', { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(
      await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
    ).toMatch(new RegExp(`^${basePath()}/images/old-blog-`));
  }
  expect(failed).toEqual([]);
  expect(existsSync(join(fixtureSite.out, 'old blog'))).toBe(false);
});

test.describe('an SVG opened by its address', () => {
  // The pictures' sandbox blocks even the scripts the test harness adds to every document.
  test.use({
    allowedConsoleErrors: [
      /^Blocked script execution in '[^']*\/images\/[^']+\.svg' because the document's frame is sandboxed/,
    ],
  });

  test('runs no script and reaches no other host, on our server and on nginx', async ({
    page,
    fixtureSite,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    for (const origin of Object.values(origins(fixtureSite))) {
      const address = `${origin}${basePath()}/images/${variantFile(hostilePicture.source)}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy, `${origin} sends the pictures' policy`).toMatch(/(^|; )sandbox(;|$)/);
      expect(policy).toContain("default-src 'none'");
      // What is left is the drawing.
      await expect(page.locator('rect')).toHaveCount(1);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toMatch(
        /script|onload|onerror|tracker|foreignObject|javascript:|<set/i,
      );
    }
    // Every request was the picture itself: no script fetched /ran/..., nothing left the site.
    expect(requests.filter((url) => !url.includes('/images/'))).toEqual([]);
    // The post shows it from the same build.
    await page.goto(`${origins(fixtureSite).own}${basePath()}/writing/typed-tags/`);
    const image = page.getByRole('img', { name: hostilePicture.alt });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('an owner’s photo does not move while a slow phone loads the home page', async ({
  page,
  fixtureSite,
}) => {
  test.slow(); // two loads on a CPU slowed 8 times
  await page.setViewportSize({ width: 412, height: 823 });
  await expectNoShiftsOnSlowLoads(page, `${origins(fixtureSite).own}${basePath()}/`);
  await expect(page.getByRole('main').locator('img[src*="old-blog-me-"]')).toBeVisible();
});

// A slow phone may paint the intro with the name half parsed and the rest not yet: what is
// painted must not move when the rest arrives (the text was centred on the photo).
test('the owner’s name stays in place while the intro is parsed', async ({ page, fixtureSite }) => {
  await page.goto(`${origins(fixtureSite).own}${basePath()}/`);
  for (const width of [320, 412, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const moved = await page.evaluate(() => {
      const name = document.querySelector('main h1')!;
      const finished = name.getBoundingClientRect().y;
      const later = [...name.parentElement!.children].slice(1) as HTMLElement[];
      later.forEach((element) => (element.style.display = 'none'));
      const full = name.textContent!;
      name.textContent = full.slice(0, 2);
      const halfParsed = name.getBoundingClientRect().y;
      name.textContent = full;
      later.forEach((element) => (element.style.display = ''));
      return halfParsed - finished;
    });
    expect(moved, `at ${width} px`).toBe(0);
  }
});

// Tag pages are kept once opened, not at install (a large archive is no visitor's download).
test('shows every tag page offline once it was opened', async ({ page, context, fixtureSite }) => {
  const home = `${origins(fixtureSite).own}${basePath()}/`;
  const tagPages = [...typed, lookAlike].map((label) => ({
    label,
    url: new URL(`.${tagPath(tagSlug(label))}`, home).href,
  }));
  await page.goto(home);
  await untilControlled(page);
  for (const { url } of tagPages) await page.goto(url);
  await context.setOffline(true);
  for (const { label, url } of tagPages) {
    await page.goto(url);
    // As first written: either spelling of Java, compared as the site compares them.
    const shown = () => page.getByRole('heading', { level: 1 }).textContent();
    await expect
      .poll(async () => normalizeText((await shown()) ?? '').toLowerCase())
      .toBe(`tagged “${normalizeText(label).toLowerCase()}”`);
  }
});
