import { gunzipSync } from 'node:zlib';
import { basePath } from '../../lib/urls.mjs';
import { mathPost } from './fixture-content';
import { fixtureTest as test } from './fixture-site';
import { expect, violationsInBothSchemes } from './fixtures';

// A post as a technical writer publishes it, on the fixture site (fixture-content.ts): formulas
// written the ways GitHub and Hugo writers write them, two diagrams and a captioned picture. It
// is the first part of a series of two; a third post shares its tag.

const postPath = `${basePath()}/writing/${mathPost.slug}/`;
const seriesPage = `${basePath()}/series/${mathPost.series}/`;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('formulas are MathML in a font of the site, diagrams SVG, the picture a figure', async ({
    page,
    fixtureSite,
  }) => {
    const fonts: { url: string; size: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('.woff2')) return;
      fonts.push({ url: request.url(), size: (await request.sizes()).responseBodySize });
    });
    await page.goto(`${fixtureSite.own}${postPath}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await expect(main.locator('math')).toHaveCount(7);
    const text = await main.innerText();
    expect(text).not.toMatch(/\\[a-z]+|\$\\|\$\$/i);
    expect(text).toContain('A coffee costs $5 and a cake $10.');
    await expect(page.getByRole('navigation', { name: 'Contents' }).locator('math')).toHaveCount(1);

    // Chromium stretches a bracket only with a math font: the site's, a subset of a few KB.
    expect(fonts).toEqual([
      { url: expect.stringMatching(/\/fonts\/math-\w+\.woff2$/), size: expect.any(Number) },
    ]);
    expect(fonts[0]!.size).toBeLessThanOrEqual(40 * 1024);
    expect(await page.evaluate(() => document.fonts.check('16px "Site Math"', 'ℝ'))).toBe(true);
    const heights = await main
      .locator('math[display="block"] mrow')
      .first()
      .evaluate((row) => ({
        bracket: row.querySelector('mo')!.getBoundingClientRect().height,
        fraction: row.querySelector('mfrac')!.getBoundingClientRect().height,
      }));
    expect(heights.bracket).toBeGreaterThanOrEqual(heights.fraction);

    await expect(page.getByRole('img', { name: 'The training loop' })).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'States of an episode' })).toHaveCount(1);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
    expect(ids.filter((id) => id.startsWith('diagram-'))).toHaveLength(4);
    expect(new Set(ids).size).toBe(ids.length);

    const figure = page.getByRole('figure', { name: 'A square, captioned' });
    const full = await figure.getByRole('link', { name: 'A green square' }).getAttribute('href');
    const picture = await fetch(new URL(full!, page.url()));
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  test('a part of a series says which, leads to the next part and the series page, and ends with a related post', async ({
    page,
    fixtureSite,
  }) => {
    await page.goto(`${fixtureSite.own}${postPath}`);
    const box = page.getByRole('navigation', { name: 'Series “Learning formulas”' });
    await expect(box).toContainText('Part 1 of 2 in the series Learning formulas');
    await expect(box.getByRole('link', { name: /Formulas, part two/ })).toBeVisible();
    // The other part is in the box, so not among the related posts; the post sharing a tag is.
    const related = page.getByRole('region', { name: 'Related posts' });
    await expect(related.getByRole('link')).toHaveText(['Matrices']);
    await box.getByRole('link', { name: 'Learning formulas' }).click();
    await expect(page).toHaveURL(`${fixtureSite.own}${seriesPage}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Series “Learning formulas”' }),
    ).toBeVisible();
    // The parts in order, oldest first (their tags are links too).
    await expect(page.getByRole('main').getByRole('link', { name: /^Formulas/ })).toHaveText([
      'Formulas and diagrams',
      'Formulas, part two',
    ]);
  });
});

// Axe runs in the page, so with JavaScript on (with it off, its analysis never ended).
test('the page passes axe in both themes under its strict policy; a page without formulas loads no math font', async ({
  page,
  fixtureSite,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${fixtureSite.own}${postPath}`, { waitUntil: 'networkidle' });
  expect(fonts).toHaveLength(1);
  expect(await violationsInBothSchemes(page)).toEqual([]);
  await page.goto(`${fixtureSite.own}${seriesPage}`, { waitUntil: 'networkidle' });
  expect(await violationsInBothSchemes(page)).toEqual([]);
  await page.goto(`${fixtureSite.own}${basePath()}/writing/`, { waitUntil: 'networkidle' });
  await page.goto(`${fixtureSite.own}${basePath()}/`, { waitUntil: 'networkidle' });
  expect(fonts).toHaveLength(1);
});

test('feeds carry MathML and SVG, and search the formulas’ TeX', async ({ fixtureSite }) => {
  const feed = await (await fetch(`${fixtureSite.own}${basePath()}/feed.xml`)).text();
  expect(feed).toContain('&lt;math');
  expect(feed).toContain('&lt;svg');
  expect(feed).not.toMatch(/\\frac|\\mathbb|```/);
  const file = async (name: string) => {
    const stored = await fetch(`${fixtureSite.own}${basePath()}/search-${name}.json.gz`);
    return gunzipSync(Buffer.from(await stored.arrayBuffer())).toString();
  };
  // The words of the TeX are searched; the excerpt shows it as written.
  expect(JSON.parse(await file('text')).index.map(([term]: [string]) => term)).toContain('mathbb');
  expect(await file('leads')).toContain('\\\\mathbb{R}^n');
});
