import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { tagPath } from '../../lib/site/site-tags';
import { variantFile } from '../../lib/images/variants';
import { tagSlug } from '../../lib/tags';
import { normalizeText } from '../../lib/text';
import { basePath } from '../../lib/urls.mjs';
import { expect, test as base, untilControlled } from './fixtures';
import { expectNoShiftsOnSlowLoads } from './layout-shifts';
import { buildCopy, copyProject } from './project-copy';

// Tags as people type them, each needing care somewhere on the way to an address, on a build of
// their own: a copy of the project with two posts that carry them (the suite's one extra build,
// about a minute). Served by the project's server and by nginx with the README's snippet. The
// first post also holds pictures written as HTML, as posts from Jekyll and Hugo do, and an SVG
// written to attack visitors; the owner has a photo.
const typed = [
  'C++',
  'C#',
  'F#',
  'R&D',
  "O'Reilly",
  '<canvas>',
  '日本語',
  'İstanbul',
  'node.js',
  '.NET',
  'Java',
];
const lookAlike = 'java\u200B';

const htmlPictures = [
  {
    alt: 'An SVG written as HTML',
    html: '<img src="/old blog/logo 1.svg" alt="An SVG written as HTML">',
  },
  {
    alt: 'A PNG written as HTML',
    html: '<p align="center"><img src="/old blog/图 1.png" alt="A PNG written as HTML"></p>',
  },
];

// An SVG as an attacker would write it: each part would run script or reach another host.
const hostileSvg = `<?xml version="1.0"?>
<?xml-stylesheet href="https://tracker.example/a.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40" onload="fetch('/ran/onload')">
  <style>@import url(https://tracker.example/b.css);</style>
  <script>fetch('/ran/script'); localStorage.setItem('svg-ran', '1');</script>
  <image href="https://tracker.example/p.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="fetch('/ran/foreign')"/></foreignObject>
  <a xlink:href="javascript:fetch('/ran/link')"><rect width="40" height="40" fill="#3a6"/></a>
  <set attributeName="fill" to="url(https://tracker.example/f.svg#f)"/>
</svg>`;
const hostilePicture = { alt: 'A hostile SVG', source: '/old blog/hostile.svg' };

const post = (name: string, date: string, tags: string[]) =>
  `---\ntitle: ${name}\ndate: ${date}\ntags: ${JSON.stringify(tags)}\n---\n\n${name}.\n`;

// Beside the ports of deployments.ts (1000 above E2E_PORT per parallel worker).
const ports = (testInfo: TestInfo) => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 1000 * (1 + testInfo.parallelIndex) + 500;
  return { own: port, nginx: port + 1 };
};
const origins = (testInfo: TestInfo) => {
  const { own, nginx } = ports(testInfo);
  return { own: `http://127.0.0.1:${own}`, nginx: `http://127.0.0.1:${nginx}` };
};

const test = base.extend({
  allowedOrigins: async ({}, provide, testInfo) => provide(Object.values(origins(testInfo))),
});
test.describe.configure({ mode: 'serial' });

let copy = '';
const servers: ChildProcess[] = [];

test.beforeAll(async ({}, testInfo) => {
  // A busy two-core machine took 11 minutes (the content check, then Next's build).
  testInfo.setTimeout(20 * 60_000);
  copy = copyProject('any-tag-');
  const writing = join(copy, 'lib/content/writing');
  writeFileSync(
    join(writing, 'typed-tags.md'),
    post('Typed tags', '2025-01-02', typed) +
      htmlPictures.map(({ html }) => `\n${html}\n`).join('') +
      `\n![${hostilePicture.alt}](${encodeURI(hostilePicture.source)})\n`,
  );
  const pictures = join(copy, 'lib/content/pictures/old blog');
  mkdirSync(pictures, { recursive: true });
  cpSync(join(copy, 'public/logo.svg'), join(pictures, 'logo 1.svg'));
  writeFileSync(join(pictures, 'hostile.svg'), hostileSvg);
  const png = { width: 1200, height: 600, channels: 3, background: '#3a6' } as const;
  await sharp({ create: png }).png().toFile(join(pictures, '图 1.png'));
  // An owner with a photo, which the placeholder has not.
  await sharp({ create: { ...png, width: 600 } })
    .jpeg()
    .toFile(join(pictures, 'me.jpg'));
  const resumeFile = join(copy, 'lib/content/resume.json');
  const resume = JSON.parse(readFileSync(resumeFile, 'utf8'));
  resume.basics.image = '/old blog/me.jpg';
  writeFileSync(resumeFile, JSON.stringify(resume, null, 2));
  writeFileSync(join(writing, 'look-alike.md'), post('Look-alike', '2025-01-03', [lookAlike]));
  buildCopy(copy);
  const { own, nginx } = ports(testInfo);
  const out = join(copy, 'out');
  for (const [script, port] of [
    ['serve', own],
    ['serve-nginx', nginx],
  ] as const) {
    servers.push(
      spawn('node', [`scripts/${script}.mjs`, '--port', String(port), '--dir', out], {
        stdio: 'ignore',
      }),
    );
  }
  for (const origin of Object.values(origins(testInfo))) {
    await expect
      .poll(async () => (await fetch(`${origin}${basePath()}/`).catch(() => null))?.status)
      .toBe(200);
  }
  expect(servers.map((server) => server.exitCode)).toEqual([null, null]);
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('builds one page per tag, each with its share picture, on our server and on nginx', async ({
  page,
}, testInfo) => {
  const { own } = origins(testInfo);
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

  for (const origin of Object.values(origins(testInfo))) {
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
}, testInfo) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto(`${origins(testInfo).own}${basePath()}/writing/typed-tags/`);
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
  expect(existsSync(join(copy, 'out/old blog'))).toBe(false);
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
  }, testInfo) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    for (const origin of Object.values(origins(testInfo))) {
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
    // The post shows it from the same copy.
    await page.goto(`${origins(testInfo).own}${basePath()}/writing/typed-tags/`);
    const image = page.getByRole('img', { name: hostilePicture.alt });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('an owner’s photo does not move while a slow phone loads the home page', async ({
  page,
}, testInfo) => {
  test.slow(); // two loads on a CPU slowed 8 times
  await page.setViewportSize({ width: 412, height: 823 });
  await expectNoShiftsOnSlowLoads(page, `${origins(testInfo).own}${basePath()}/`);
  await expect(page.getByRole('main').locator('img[src*="old-blog-me-"]')).toBeVisible();
});

// Tag pages are kept once opened, not at install (a large archive is no visitor's download).
test('shows every tag page offline once it was opened', async ({ page, context }, testInfo) => {
  const home = `${origins(testInfo).own}${basePath()}/`;
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
