import AxeBuilder from '@axe-core/playwright';
import { expect, openEditor, pasteIntoEditor, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await openEditor(page);
});

test('an in-page link scrolls the preview to the heading it names', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await pasteIntoEditor(
    page,
    `[Go to the end](#the-end)\n\n${'Filler paragraph.\n\n'.repeat(80)}## The end\n\nDone.`,
  );
  const heading = page.getByRole('heading', { name: 'The end' });
  await expect(heading).toHaveAttribute('id', 'user-content-the-end');
  await expect(heading).not.toBeInViewport();
  await page.getByRole('link', { name: 'Go to the end' }).click();
  await expect(heading).toBeInViewport();
  expect(new URL(page.url()).hash).toBe('#the-end');
});

test('wide code blocks and tables scroll, and the keyboard reaches them', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await pasteIntoEditor(
    page,
    `\`\`\`\n${'wide '.repeat(60)}\n\`\`\`\n\n|${' column |'.repeat(20)}\n|${' --- |'.repeat(20)}\n|${' cell |'.repeat(20)}`,
  );
  for (const region of [page.locator('#preview pre'), page.locator('#preview table')]) {
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    // Focusable, so the arrow keys scroll it (a region without focus cannot be scrolled by keys).
    await region.focus();
    await expect(region).toBeFocused();
  }
  const { violations } = await new AxeBuilder({ page })
    .include('#preview')
    .withRules(['scrollable-region-focusable'])
    .analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});
