import type { Page } from '@playwright/test';
import { quotes } from '../../lib/content/quotes';
import { expect, relative, test } from './fixtures';

const text = (page: Page) => page.locator('#text');

test('starts on a quote within a second of loading', async ({ page }) => {
  await page.goto(relative('/quotes'));
  await expect(text(page)).not.toBeEmpty({ timeout: 1000 });
  await expect(page.locator('#author')).not.toBeEmpty();
  const shown = await text(page).textContent();
  expect(quotes.map((quote) => quote.text)).toContain(shown);
});

test('starts on a random quote: different visits see different quotes', async ({ browser }) => {
  const seen = new Set<string>();
  for (let visit = 0; visit < 8; visit += 1) {
    const page = await browser.newPage();
    await page.goto(relative('/quotes'));
    await expect(text(page)).not.toBeEmpty();
    seen.add((await text(page).textContent())!);
    await page.close();
  }
  // Eight identical picks out of twelve happen once in 35 million runs.
  expect(seen.size).toBeGreaterThan(1);
});

test('New Quote shows the picked quote and the tweet link follows it', async ({
  page,
  context,
}) => {
  // Math.random is pinned so the picks are known: first quote 0, then the fifth of the eleven
  // others, quote 5.
  await page.addInitScript(() => {
    const pinned = window as unknown as { nextRandom: number };
    pinned.nextRandom = 0.01;
    Math.random = () => pinned.nextRandom;
  });
  await page.goto(relative('/quotes'));
  await expect(text(page)).toHaveText(quotes[0]!.text);
  await page.evaluate(() => {
    (window as unknown as { nextRandom: number }).nextRandom = 4.5 / 11;
  });
  await page.getByRole('button', { name: 'New Quote' }).click();
  await expect(text(page)).toHaveText(quotes[5]!.text);
  await expect(page.locator('#author')).toHaveText(quotes[5]!.author);

  const tweet = page.locator('#tweet-quote');
  await expect(tweet).toHaveAttribute('href', /twitter\.com\/intent\/tweet/);
  const href = new URL((await tweet.getAttribute('href'))!);
  expect(href.searchParams.get('text')).toBe(`“${quotes[5]!.text}” — ${quotes[5]!.author}`);
  expect(href.searchParams.get('hashtags')).toBe('quotes');

  await context.route(/^https:\/\/twitter\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>composer</title>' }),
  );
  const [popup] = await Promise.all([page.waitForEvent('popup'), tweet.click()]);
  await expect(popup).toHaveURL(/twitter\.com\/intent\/tweet/);
});

test('New Quote always shows a different quote', async ({ page }) => {
  await page.goto(relative('/quotes'));
  await expect(text(page)).not.toBeEmpty();
  for (let click = 0; click < 30; click += 1) {
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
