import { projects } from '../../lib/content/projects';
import { isRaster } from '../../lib/images/variants';
import { expect, pathSensitive, relative, test } from './fixtures';

// The first card's picture ships as a 1600 × 900 PNG screenshot; the build resizes it to WebP.
const first = projects[0]!;

const screens = [
  { name: 'a 390 px phone at 2×', viewport: { width: 390, height: 844 }, scale: 2, isMobile: true },
  { name: 'a 1280 px desktop', viewport: { width: 1280, height: 800 }, scale: 1, isMobile: false },
  { name: 'a 320 px phone at 3×', viewport: { width: 320, height: 640 }, scale: 3, isMobile: true },
];

for (const { name, viewport, scale, isMobile } of screens) {
  // The images' addresses follow a base path the same way on every screen: one is checked there.
  const tags = isMobile ? {} : pathSensitive;
  test.describe(`card images on ${name}`, tags, () => {
    test.use({ viewport, deviceScaleFactor: scale, isMobile });

    test('fetch a sharp WebP copy of at most 80 KB, never the original', async ({ page }) => {
      test.skip(!isRaster(first.image), 'the first card image is SVG: nothing to resize');
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(relative('/'));
      const image = page.getByRole('img', { name: first.imageAlt });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const { currentSrc, shown } = await image.evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        shown: img.getBoundingClientRect().width,
      }));
      // naturalWidth is divided by the srcset density, so the copy's width is read from its name.
      const copyWidth = Number(/-(\d+)\.webp$/.exec(currentSrc)?.[1]);
      // Sharp: at least 1.5 image pixels per CSS pixel on a dense screen, and no more than needed.
      expect(copyWidth).toBeGreaterThanOrEqual(Math.min(1.5, scale) * shown);
      expect(copyWidth).toBeLessThanOrEqual(scale * shown * 1.6);
      const response = await page.request.get(currentSrc);
      expect(response.headers()['content-type']).toBe('image/webp');
      expect((await response.body()).length).toBeLessThanOrEqual(80_000);
      expect(requested.filter((path) => path.endsWith(first.image))).toEqual([]);
    });
  });
}
