import { expect, relative, test } from './fixtures';

// The watcher in fixtures.ts is what makes every other test fail on console errors and on requests
// to other hosts: it fails any test whose `pageProblems` are not empty at the end. These prove that
// it records both, then clear the list (the problems were caused on purpose), so they pass.
test.describe('the page watcher', () => {
  test('records a console error from the page', async ({ page, pageProblems }) => {
    await page.goto(relative('/'));
    await page.evaluate(() => console.error('something broke'));
    await expect.poll(() => pageProblems).toEqual([expect.stringContaining('something broke')]);
    pageProblems.length = 0;
  });

  test('records a request to another host', async ({ page, pageProblems }) => {
    await page.route('https://example.org/**', (route) => route.fulfill({ body: '' }));
    await page.goto(relative('/'));
    // A navigation: the Content-Security-Policy would stop a fetch first, and say so in the console.
    await page.evaluate(() => location.assign('https://example.org/track'));
    await expect
      .poll(() => pageProblems)
      .toEqual(['third-party request: https://example.org/track']);
    pageProblems.length = 0;
  });
});
