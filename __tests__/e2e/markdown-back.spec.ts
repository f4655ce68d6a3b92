import { draftKey } from '../../lib/markdown/draft';
import { chromiumLaunch } from '../../scripts/chromium.mjs';
import { expect, openEditor, relative, test, needsDemo } from './fixtures';

needsDemo('markdown');

// Without the back/forward cache, Back loads the page again (as after the cache evicts it, or on a
// first visit under the service worker), and Chromium restores the old form values into it.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--disable-features=BackForwardCache'],
  },
});

test('Back to a rebuilt editor keeps the newer draft another tab saved meanwhile', async ({
  page,
}) => {
  // Five page loads in two tabs: more than the default time on a busy machine.
  test.slow();
  await openEditor(page);
  const editor = page.getByRole('textbox', { name: 'Editor' });
  await editor.fill('# Older, from this tab');
  await page.goto(relative('/'));

  const other = await page.context().newPage();
  await openEditor(other);
  await other.getByRole('textbox', { name: 'Editor' }).fill('# Newer, from another tab');
  await other.close();

  await page.goBack();
  await expect(page.locator('#editor')).toHaveAttribute('data-live', 'true');
  await expect(editor).toHaveValue('# Newer, from another tab');
  await expect(page.locator('#preview h1')).toHaveText('Newer, from another tab');
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBe(
    '# Newer, from another tab',
  );
});
