import type { Page } from '@playwright/test';
import { quotes } from '../../lib/content/quotes';
import { quoteSlugs } from '../../lib/quotes/address';
import { expect, pathSensitive, relative, test, needsDemo } from './fixtures';

needsDemo('quotes');

const text = (page: Page) => page.locator('#text');

test('starts on a quote within a second of loading', async ({ page }) => {
  await page.goto(relative('/quotes'));
  await expect(text(page)).not.toBeEmpty({ timeout: 1000 });
  await expect(page.locator('#author')).not.toBeEmpty();
  const shown = await text(page).textContent();
  expect(quotes.map((quote) => quote.text)).toContain(shown);
});

test('starts on a random quote: different visits see different quotes', async ({ page }) => {
  const seen = new Set<string>();
  // Up to eight visits, until one shows another quote than the first.
  for (let visit = 0; visit < 8 && seen.size < 2; visit += 1) {
    // The address without a quote's name: a fresh load, which picks afresh.
    await page.goto(relative('/quotes/'));
    await expect(text(page)).not.toBeEmpty();
    seen.add((await text(page).textContent())!);
  }
  // Eight identical picks out of twelve happen once in 35 million runs.
  expect(seen.size).toBeGreaterThan(1);
});

test(
  'New Quote shows the picked quote and the tweet link follows it',
  pathSensitive,
  async ({ page, context }) => {
    // Math.random is pinned so the picks are known: first the first quote, then the last (New Quote
    // picks among the others, so the last is at the top of the range).
    const last = quotes.length - 1;
    await page.addInitScript((first) => {
      const pinned = window as unknown as { nextRandom: number };
      pinned.nextRandom = first;
      Math.random = () => pinned.nextRandom;
    }, 0.5 / quotes.length);
    await page.goto(relative('/quotes'));
    await expect(text(page)).toHaveText(quotes[0]!.text);
    await page.evaluate(
      (next) => {
        (window as unknown as { nextRandom: number }).nextRandom = next;
      },
      (last - 1 + 0.5) / last,
    );
    await page.getByRole('button', { name: 'New Quote' }).click();
    await expect(text(page)).toHaveText(quotes[last]!.text);
    await expect(page.locator('#author')).toHaveText(quotes[last]!.author);

    const tweet = page.locator('#tweet-quote');
    await expect(tweet).toHaveAttribute('href', /twitter\.com\/intent\/tweet/);
    const href = new URL((await tweet.getAttribute('href'))!);
    expect(href.searchParams.get('text')).toBe(`“${quotes[last]!.text}” — ${quotes[last]!.author}`);
    expect(href.searchParams.get('hashtags')).toBe('quotes');

    await context.route(/^https:\/\/twitter\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>composer</title>' }),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), tweet.click()]);
    await expect(popup).toHaveURL(/twitter\.com\/intent\/tweet/);
  },
);

test('New Quote always shows a different quote', async ({ page }) => {
  await page.goto(relative('/quotes'));
  await expect(text(page)).not.toBeEmpty();
  for (let click = 0; click < 10; click += 1) {
    const before = await text(page).textContent();
    await page.getByRole('button', { name: 'New Quote' }).click();
    await expect(text(page)).not.toHaveText(before!);
  }
});

test('keeps the quote box centred and the same size whatever the quote', async ({ page }) => {
  await page.goto(relative('/quotes'));
  await expect(text(page)).not.toBeEmpty();
  const box = page.locator('#quote-box');
  const first = (await box.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(first.x + first.width / 2 - viewport.width / 2)).toBeLessThan(2);
  for (let click = 0; click < 6; click += 1) {
    await page.getByRole('button', { name: 'New Quote' }).click();
    expect(await box.boundingBox()).toEqual(first);
  }
});

test('loads its background from this site', async ({ page }) => {
  const images: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') images.push(response.url());
  });
  await page.goto(relative('/quotes'));
  await expect.poll(() => images.some((url) => url.endsWith('.svg'))).toBe(true);
});

const slugs = quoteSlugs(quotes);
const cited = (index: number) => `“${quotes[index]!.text}” — ${quotes[index]!.author}`;

/** The index of the quote showing. */
const showing = async (page: Page) => {
  const shown = await text(page).textContent();
  return quotes.findIndex((quote) => quote.text === shown);
};

test(
  'opens on the quote its address names, and the address follows New Quote',
  pathSensitive,
  async ({ page }) => {
    const named = quotes.length - 1;
    await page.goto(relative(`/quotes/#${slugs[named]}`));
    await expect(text(page)).toHaveText(quotes[named]!.text);
    const entries = await page.evaluate(() => history.length);
    for (let click = 0; click < 3; click += 1) {
      const before = (await text(page).textContent())!;
      await page.getByRole('button', { name: 'New Quote' }).click();
      await expect(text(page)).not.toHaveText(before);
      await expect(page).toHaveURL(new RegExp(`/quotes/#${slugs[await showing(page)]}$`));
    }
    // No history entry per click.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The address, opened again, shows the same quote.
    const last = await showing(page);
    await page.reload();
    await expect(text(page)).toHaveText(quotes[last]!.text);
  },
);

test('gives the first quote of a visit its address', async ({ page }) => {
  await page.goto(relative('/quotes/'));
  await expect(text(page)).not.toBeEmpty();
  await expect(page).toHaveURL(new RegExp(`/quotes/#${slugs[await showing(page)]}$`));
});

test.describe('copy and share', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies “quote” — author', async ({ page }) => {
    await page.goto(relative(`/quotes/#${slugs[1]}`));
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cited(1));
  });

  test('offers Share only where the browser has a share sheet', async ({ page }) => {
    await page.goto(relative(`/quotes/#${slugs[2]}`));
    await expect(text(page)).toHaveText(quotes[2]!.text);
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(hasShare ? 1 : 0);
  });

  test('shares the quote and its address', pathSensitive, async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    await page.goto(relative(`/quotes/#${slugs[2]}`));
    const box = page.locator('#quote-box');
    await expect(text(page)).toHaveText(quotes[2]!.text);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([{ text: cited(2), url: page.url() }]);
    expect(page.url()).toMatch(new RegExp(`/quotes/#${slugs[2]}$`));
    await expect(box.getByRole('link', { name: /Tweet/ })).toBeVisible();
  });
});

test('sets the quote in the typeface of the interface, with a large quotation mark', async ({
  page,
}) => {
  await page.goto(relative('/quotes'));
  await expect(text(page)).not.toBeEmpty();
  const looks = await page.evaluate(() => {
    const quote = getComputedStyle(document.getElementById('text')!);
    const mark = getComputedStyle(document.getElementById('quote-box')!, '::before');
    return {
      quoteFont: quote.fontFamily,
      bodyFont: getComputedStyle(document.body).fontFamily,
      markSize: parseFloat(mark.fontSize),
      markContent: mark.content,
    };
  });
  expect(looks.quoteFont).toBe(looks.bodyFont);
  expect(looks.markContent).toMatch(/^"“"/);
  expect(looks.markSize).toBeGreaterThanOrEqual(48);
});

test('sets a short quote larger than a long one, in a box that does not change', async ({
  page,
}) => {
  const byLength = quotes
    .map((quote, index) => ({ index, length: quote.text.length }))
    .sort((a, b) => a.length - b.length);
  const shortest = byLength[0]!.index;
  const longest = byLength.at(-1)!.index;
  await page.goto(relative(`/quotes/#${slugs[longest]}`));
  await expect(text(page)).toHaveText(quotes[longest]!.text);
  const box = page.locator('#quote-box');
  const before = await box.boundingBox();
  const longSize = await text(page).evaluate((quote) =>
    parseFloat(getComputedStyle(quote).fontSize),
  );
  await page.evaluate((slug) => (window.location.hash = slug), slugs[shortest]!);
  await expect(text(page)).toHaveText(quotes[shortest]!.text);
  const shortSize = await text(page).evaluate((quote) =>
    parseFloat(getComputedStyle(quote).fontSize),
  );
  expect(shortSize).toBeGreaterThan(longSize);
  expect(await box.boundingBox()).toEqual(before);
});
