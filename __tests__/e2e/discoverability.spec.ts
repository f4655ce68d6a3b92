import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { posts } from '../../lib/site/posts';
import { sitePages } from '../../lib/site/pages';
import { sharePicturePath } from '../../lib/site/share-picture';
import { expect, pathSensitive, relative, routes, test } from './fixtures';

test(
  'sitemap.xml lists every page of the inventory, each answers, and robots.txt points to it',
  pathSensitive,
  async ({ request, baseURL }) => {
    const base = new URL(baseURL!).pathname; // "/", or "/repo-name/" under BASE_PATH
    const sitemap = await (await request.get(relative('/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => new URL(url!).pathname,
    );
    const pages = sitePages().map(({ path }) => path);
    expect(paths.sort()).toEqual(pages.map((path) => `${base}${path.slice(1)}`).sort());
    for (const path of pages) {
      expect((await request.get(relative(path))).status(), path).toBe(200);
    }
    const newest = posts()[0];
    if (newest) expect(sitemap).toContain(`<lastmod>${newest.updated ?? newest.date}`);
    const robots = await (await request.get(relative('/robots.txt'))).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  },
);

/** An attribute of the first `tag[name="value"]` in `html` (the export writes them in this form). */
function tagAttribute(html: string, selector: string, attribute = 'content') {
  const [, tag, name, value] = /^(\w+)\[([\w-]+)="([^"]+)"\]$/.exec(selector)!;
  const element = html.match(new RegExp(`<${tag} ${name}="${value}"[^>]*>`))?.[0];
  return element?.match(new RegExp(` ${attribute}="([^"]*)"`))?.[1];
}

test(
  'every screen has its own share picture, 1200 × 630, and absolute share tags under the base path',
  pathSensitive,
  async ({ request, baseURL }) => {
    const base = new URL(baseURL!).pathname; // "/", or "/repo-name/" under BASE_PATH
    const pictures = new Set<string>();
    for (const route of routes) {
      const path = route === '/' ? '/' : `${route}/`;
      // The served HTML, as link previews and crawlers read it (they run no script).
      const html = await (await request.get(`.${path}`)).text();
      const content = (selector: string) => tagAttribute(html, selector);
      const pageUrl = new URL(content('meta[property="og:url"]')!);
      expect(pageUrl.pathname, route).toBe(`${base}${path.slice(1)}`);
      expect(tagAttribute(html, 'link[rel="canonical"]', 'href')).toBe(pageUrl.href);
      const imageUrl = new URL(content('meta[property="og:image"]')!);
      expect(imageUrl.origin).toBe(pageUrl.origin);
      expect(imageUrl.pathname, route).toBe(`${base}${sharePicturePath(path).slice(1)}`);
      expect(content('meta[property="og:image:width"]')).toBe('1200');
      expect(content('meta[property="og:image:height"]')).toBe('630');
      expect(content('meta[property="og:image:alt"]')).toMatch(/\S/);
      expect(content('meta[property="og:type"]')).toBe('website');
      for (const property of ['og:title', 'og:description']) {
        expect(content(`meta[property="${property}"]`)).toMatch(/\S/);
      }
      expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(html, route).not.toContain('twitter:image');

      const picture = await request.get(`.${sharePicturePath(path)}`);
      expect(picture.status(), route).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      const body = await picture.body();
      expect(await sharp(body).metadata()).toMatchObject({ width: 1200, height: 630 });
      pictures.add(createHash('sha256').update(body).digest('hex'));
    }
    expect(pictures.size).toBe(routes.length);
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
