import type { Page } from '@playwright/test';
import { codePost } from './fixture-content';
import { fixtureTest } from './fixture-site';
import { contentRoutes, expect, projectCards, relative, test } from './fixtures';

// The layout promises of #44, measured in the browser on the owner's content.

const banner = (page: Page) => page.getByRole('banner');
const heightOf = async (page: Page, selector: string) =>
  (await page.locator(selector).boundingBox())!.height;

test.describe('the header', () => {
  test('is one bar holding the profiles, the navigation and search', async ({ page }) => {
    await page.goto(relative('/'));
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(banner(page).getByRole('navigation', { name: 'Profiles' })).toBeVisible();
    const site = banner(page).getByRole('navigation', { name: 'Site' });
    await expect(site.getByRole('link', { name: 'Writing' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: /Search/ })).toBeVisible();
  });

  for (const [width, most] of [
    [390, 64],
    [1280, 72],
  ] as const) {
    test(`is at most ${most} px tall at ${width} px, menu closed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(relative('/writing/'));
      expect(await heightOf(page, 'header')).toBeLessThanOrEqual(most);
    });
  }

  // The test's own names, not the owner's: what the header shows of a name at 320 px (a name
  // over 11 letters shows its first word; lib/site/owner's is not asked). "RON. ADAMS" was cut.
  // A 26-letter word takes four lines there: whole, in a taller bar.
  for (const [shown, sameBar] of [
    ['Ron. Adams', true],
    // With search's button beside it in the bar, two wide words take two lines: whole, taller.
    ['WWWWW MMMMM', false],
    ['Ada', true],
    ['Bartholomew-Christopherson', false],
  ] as const) {
    test(`shows the name "${shown}" at 320 px whole${sameBar ? ', and the bar no taller' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(relative('/'));
      const name = banner(page).locator('p').first();
      const barHeight = async () => (await banner(page).boundingBox())!.height;
      const barBefore = await barHeight();
      await name.evaluate((element, text) => {
        element.textContent = text;
      }, shown);
      const box = await name.evaluate((element) => ({
        cutAcross: element.scrollWidth > element.clientWidth,
        cutDown: element.scrollHeight > element.clientHeight,
        text: (element as HTMLElement).innerText.replace(/\s+/g, ''),
      }));
      expect(box).toEqual({
        cutAcross: false,
        cutDown: false,
        text: shown.toUpperCase().replace(/\s+/g, ''),
      });
      if (sameBar) expect(await barHeight()).toBe(barBefore);
    });
  }

  test.describe('on a phone without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test('folds the navigation behind one menu that opens', async ({ page }) => {
      await page.goto(relative('/about/'));
      const writing = page.getByRole('navigation', { name: 'Site' }).getByRole('link', {
        name: 'Writing',
      });
      await expect(writing).toBeHidden();
      await banner(page).locator('summary', { hasText: 'Menu' }).click();
      await writing.click();
      await expect(page).toHaveURL(/\/writing\/$/);
    });
  });
});

test('on a 390 × 844 phone the first project card starts on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(relative('/'));
  const top = (await projectCards(page).first().boundingBox())!.y;
  expect(top).toBeLessThan(844);
});

test('every reading page has the same left edge at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const edges = new Map<string, number>();
  for (const route of ['/about', ...contentRoutes]) {
    await page.goto(relative(`${route}/`));
    edges.set(route, (await page.getByRole('heading', { level: 1 }).boundingBox())!.x);
  }
  expect(new Set(edges.values()).size, JSON.stringify(Object.fromEntries(edges))).toBe(1);
});

// On the fixture site's post with a code block, which is there whatever the owner writes.
fixtureTest.describe('a code block', () => {
  const path = () => relative(`/writing/${codePost.slug}/`);
  const block = (page: Page) => page.locator('[data-code-block]').first();

  fixtureTest(
    'copies its exact code with its button, tabs 4 columns wide',
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(path());
      const code = await block(page)
        .locator('pre')
        .evaluate((pre) => pre.textContent);
      expect(code).toContain('\t');
      expect(
        await block(page)
          .locator('pre')
          .evaluate((pre) => getComputedStyle(pre).tabSize),
      ).toBe('4');
      const button = block(page).getByRole('button');
      await button.click();
      await expect(button).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    },
  );

  fixtureTest.describe('without JavaScript', () => {
    fixtureTest.use({ javaScriptEnabled: false });

    fixtureTest('shows the code and no button', async ({ page }) => {
      await page.goto(path());
      await expect(block(page).locator('pre')).toBeVisible();
      // Written hidden, for the script to show.
      await expect(page.locator('[data-code-block] button').first()).toBeHidden();
      await expect(page.locator('[data-code-block]').getByRole('button')).toHaveCount(0);
    });
  });
});
