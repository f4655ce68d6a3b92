import type { Page } from '@playwright/test';
import {
  contentRoutes,
  expect,
  relative,
  routes,
  test,
  violationsInBothSchemes,
  needsDemo,
} from './fixtures';

/** Headings go down one level at a time, from one h1. */
async function expectHeadingsInOrder(page: Page, route: string) {
  // A markdown document in the preview keeps its own outline.
  const levels = await page
    .locator(':is(h1, h2, h3, h4, h5, h6):not(#preview *)')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0], route).toBe(1);
  levels.slice(1).forEach((level, index) => {
    expect(
      level - levels[index]!,
      `${route}: h${levels[index]} then h${level}`,
    ).toBeLessThanOrEqual(1);
  });
}

/** Tab reaches every control of the page, and each shows a focus ring. */
async function expectFocusRingOnEveryControl(page: Page, route: string) {
  // Counted once the page is live (the theme switch is enabled then): some controls, such as the
  // quote's Copy, are rendered by the page's script.
  await expect(page.getByRole('radio', { name: 'Light' })).toBeEnabled();
  // Links, buttons, text boxes, regions that scroll (the markdown preview's code blocks) and one
  // stop for a group of radio buttons, on its checked one; disabled and hidden controls take none.
  const interactive = await page
    .locator(
      'a[href], button:not(:disabled), summary, textarea, input[type="radio"]:checked, [tabindex="0"]:not(a, button, textarea)',
    )
    .filter({ visible: true })
    .count();
  // Each element Tab reaches is noted as it takes focus, so a step is one round trip.
  await page.evaluate(() => {
    const noted: { name: string; ringVisible: boolean }[] = [];
    Object.assign(window, { focusNoted: noted });
    document.addEventListener('focusin', ({ target }) => {
      const element = target as HTMLElement;
      const style = getComputedStyle(element);
      noted.push({
        // With its place in the page: the header, intro and footer share link names.
        name: `${element.tagName} ${element.id || element.textContent?.trim().slice(0, 30)} #${[
          ...document.querySelectorAll('*'),
        ].indexOf(element)}`,
        ringVisible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      });
    });
  });
  for (let step = 0; step < interactive + 1; step += 1) await page.keyboard.press('Tab');
  const noted = await page.evaluate(
    () =>
      (window as unknown as { focusNoted: { name: string; ringVisible: boolean }[] }).focusNoted,
  );
  const visited = new Set<string>();
  for (const { name, ringVisible } of noted) {
    visited.add(name);
    expect(ringVisible, `${route}: ${name}`).toBe(true);
  }
  // Tab reached every link, button and text box of the page.
  expect(visited.size, route).toBe(interactive);
}

// One page load a screen for its checks; both schemes on it, as the site follows the system's
// scheme live (CSS media queries).
for (const route of [...routes, ...contentRoutes]) {
  test(`${route}: no WCAG 2.2 AA violations light or dark, a focus ring on every control, headings in order`, async ({
    page,
  }) => {
    // Three checks on one load: axe in both schemes and a Tab round trip for every control.
    test.slow();
    await page.goto(relative(route));
    await page.waitForLoadState('networkidle');
    expect(await violationsInBothSchemes(page)).toEqual([]);
    await expectHeadingsInOrder(page, route);
    await expectFocusRingOnEveryControl(page, route);
  });
}

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the not-found page has no WCAG 2.2 AA violations, light or dark', async ({ page }) => {
    await page.goto(relative('/no-such-page'));
    expect(await violationsInBothSchemes(page)).toEqual([]);
  });
});

test('a skip link leads past the header to the main content', async ({ page }) => {
  needsDemo('calculator');
  await page.goto(relative('/calculator'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('animations and transitions are off', async ({ page }) => {
    await page.goto(relative('/'));
    const card = page.getByRole('list', { name: 'Projects' }).getByRole('article').first();
    const duration = await card.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });
});
