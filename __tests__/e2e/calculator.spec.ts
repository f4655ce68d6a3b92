import type { Page } from '@playwright/test';
import { expect, relative, test } from './fixtures';

const display = (page: Page) => page.locator('#display');

/** Clicks keys by id with element.click(), the way the freeCodeCamp suite does. */
async function clickIds(page: Page, ids: string) {
  await page.evaluate((list) => {
    for (const id of list.split(' ')) document.getElementById(id)!.click();
  }, ids);
}

test.beforeEach(async ({ page }) => {
  await page.goto(relative('/calculator'));
  await expect(page.getByRole('button', { name: 'equals' })).toBeVisible();
});

test('follows the freeCodeCamp user stories', async ({ page }) => {
  const cases: Array<[string, string]> = [
    ['one two three', '123'],
    ['zero zero zero', '0'],
    ['five decimal decimal zero', '5.0'],
    ['five decimal five decimal five', '5.55'],
    ['three add five multiply six subtract two divide four equals', '32.5'],
    ['five multiply subtract five equals', '-25'],
    ['five multiply subtract add five equals', '10'],
    ['five subtract two equals divide two equals', '1.5'],
    ['two divide seven equals', '0.285714285714286'],
    ['decimal one add decimal two equals', '0.3'],
  ];
  for (const [ids, expected] of cases) {
    await clickIds(page, `clear ${ids}`);
    await expect(display(page)).toHaveText(expected);
  }
});

test('works from the keyboard as soon as the page loads', async ({ page }) => {
  await page.keyboard.type('3+5*6-2/4');
  await page.keyboard.press('Enter');
  await expect(display(page)).toHaveText('32.5');
  await expect(page.getByRole('status')).toHaveText('Result: 32.5');
  await page.keyboard.press('Escape');
  await expect(display(page)).toHaveText('0');
  await page.keyboard.type('1.1x1.1=');
  await expect(display(page)).toHaveText('1.21');
});

test('shows a typed key pressed, as a click would', async ({ page }) => {
  await page.keyboard.down('7');
  await expect(page.getByRole('button', { name: '7' })).toHaveAttribute('data-pressed', 'true');
  await page.keyboard.up('7');
  await expect(page.getByRole('button', { name: '7' })).toHaveAttribute('data-pressed', 'false');
});

test('says when dividing by zero and starts afresh on the next key', async ({ page }) => {
  await page.keyboard.type('9/0=');
  await expect(display(page)).toHaveText("Can't divide by zero");
  await page.keyboard.type('4');
  await expect(display(page)).toHaveText('4');
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('keeps a full-length expression inside the display', async ({ page }) => {
    await page.keyboard.type('1234567890*9876543210+1111111111/3'.padEnd(60, '7'));
    await expect(page.getByRole('status')).toContainText('longest expression');
    const fits = await display(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const screen = element.parentElement!.getBoundingClientRect();
      return (
        element.scrollWidth <= element.clientWidth &&
        box.left >= screen.left &&
        box.right <= screen.right
      );
    });
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.keyboard.press('Enter');
    await expect(display(page)).toHaveText(/^[\d.e+-]+$/);
  });
});
