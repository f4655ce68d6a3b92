import { expect, pathSensitive, relative, routes, test } from './fixtures';

test(
  'sitemap.xml lists the screens and the about page, and robots.txt points to it',
  pathSensitive,
  async ({ request, baseURL }) => {
    const base = new URL(baseURL!).pathname; // "/", or "/repo-name/" under BASE_PATH
    const sitemap = await (await request.get(relative('/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => new URL(url!).pathname,
    );
    expect(paths.sort()).toEqual(
      ['', 'about/', 'calculator/', 'clock/', 'markdown/', 'quotes/']
        .map((path) => `${base}${path}`)
        .sort(),
    );
    const robots = await (await request.get(relative('/robots.txt'))).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  },
);

test(
  'every screen has share-card tags with a self-hosted image',
  pathSensitive,
  async ({ page, request }) => {
    for (const route of routes) {
      await page.goto(relative(route));
      for (const property of ['og:title', 'og:description', 'og:image']) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /\S/);
      }
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
    }
    const image = await request.get(relative('/share-image.jpg'));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  },
);

// Playwright's javaScriptEnabled: false stops scripts but its parser still treats <noscript> as
// text, so the served HTML is checked instead of what is painted.
for (const route of routes.filter((r) => r !== '/')) {
  test(
    `${route} tells visitors without JavaScript that the demo needs it`,
    pathSensitive,
    async ({ request }) => {
      const html = await (await request.get(relative(`${route}/`))).text();
      expect(html).toMatch(
        /<noscript><p[^>]*>This demo runs in your browser and needs JavaScript\./,
      );
    },
  );
}
