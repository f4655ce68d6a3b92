import { relative, test } from './fixtures';

// The watcher in fixtures.ts is what makes every other test fail on console errors and on
// requests to other hosts; these prove it does, by expecting it to fail them.
test.describe('the page watcher', () => {
  test('fails a test whose page logs a console error', async ({ page }) => {
    test.fail();
    await page.goto(relative('/'));
    await page.evaluate(() => console.error('something broke'));
  });

  test('fails a test whose page contacts another host', async ({ page }) => {
    test.fail();
    await page.route('https://example.org/**', (route) => route.fulfill({ body: '' }));
    await page.goto(relative('/'));
    await page.evaluate(() => fetch('https://example.org/track').catch(() => undefined));
  });
});
