import type { Page } from '@playwright/test';
import { demos } from '../../lib/content/demos';
import { markdownSample } from '../../lib/content/markdown-sample';
import {
  expect,
  openEditor,
  pasteIntoEditor,
  relative,
  test,
  expectNewQuoteToChangeTheQuote,
  pathSensitive,
  projectGrid,
  untilControlled,
} from './fixtures';

// The site as a returning visitor has it: the worker from an earlier visit answers every request,
// with the network there or not.

/** Paragraphs up to `size` characters, ending with a line a test can look for. */
function prose(size: number, last: string) {
  const paragraph = 'A paragraph of plain prose that the preview has to render. ';
  return `${paragraph.repeat(Math.ceil(size / paragraph.length))}\n\n${last}`;
}

const sampleHeading = /^# (.+)$/m.exec(markdownSample)?.[1];

/** A long preview skips off-screen blocks, which innerText leaves out: read textContent. */
const previewText = (page: Page) =>
  page.locator('#preview').evaluate((preview) => preview.textContent ?? '');

/** The sample, a 100 KB document from the preview's worker, and a 10 KB draft kept over a reload. */
async function expectEditorToKeepDocuments(page: Page) {
  await openEditor(page);
  await expect(page.locator('#preview h1')).toHaveText(sampleHeading!);

  // Long documents are rendered by the preview's worker, whose script the service worker serves.
  // Rendering 100 KB takes about 1.3 s on an idle machine; a busy one may need several times it.
  const rendered = { timeout: 15_000 };
  await pasteIntoEditor(page, prose(100_000, 'The end of 100 KB.'));
  await expect.poll(() => previewText(page), rendered).toContain('The end of 100 KB.');

  const draft = prose(10_000, 'The end of the draft.');
  await pasteIntoEditor(page, draft);
  await expect.poll(() => previewText(page), rendered).toContain('The end of the draft.');
  await page.reload();
  await expect(page.locator('#editor')).toHaveAttribute('data-live', 'true');
  await expect(page.locator('#editor')).toHaveValue(draft);
  await expect.poll(() => previewText(page), rendered).toContain('The end of the draft.');
  await expect(page.getByText('The preview cannot show this document')).toHaveCount(0);
}

/** The calculator computes, New Quote changes the quote, the timer counts down and beeps. */
async function expectSmallDemosToWork(page: Page) {
  if (demos.calculator) {
    await page.goto(relative('/calculator'));
    await expect(page.locator('#display')).toHaveText('0');
    for (const key of ['#one', '#decimal', '#five', '#multiply', '#four', '#equals']) {
      await page.locator(key).click();
    }
    await expect(page.locator('#display')).toHaveText('6');
  }
  if (demos.quotes) await expectNewQuoteToChangeTheQuote(page);
  if (!demos.clock) return;

  await page.clock.install();
  await page.goto(relative('/clock'));
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  // Time stands still between the test's steps: running, a busy machine's second between two
  // checks moved the count past the one the test looks for.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(3000);
  await expect(page.locator('#time-left')).toHaveText('24:57');
  // Most of the session in one jump, as a tab the browser held back catches up (ticking
  // through it second by second took 7 s here); then second by second into the break.
  await page.clock.fastForward((25 * 60 - 5) * 1000);
  await expect(page.locator('#time-left')).toHaveText('00:02');
  await page.clock.runFor(3000);
  await expect(page.locator('#timer-label')).toHaveText('Break');
  // Playing, from the worker's copy: a sound that failed to load would report an error.
  await expect
    .poll(() =>
      page
        .locator('#beep')
        .evaluate((audio: HTMLAudioElement) => !audio.paused && !audio.error && audio.readyState),
    )
    .toBeGreaterThanOrEqual(2);
}

/** Links inside the site lead to each demo and back home, the icons linked throughout. */
async function expectLinksToEachDemo(page: Page) {
  // A browser that finds no icon linked asks for /favicon.ico at the origin's root, which a
  // site under BASE_PATH does not have: the links stay in place through every navigation.
  // Watched in this page, and in any page a link would load in full.
  const watchIcons = () => {
    new MutationObserver((changes) => {
      for (const { removedNodes } of changes) {
        for (const node of removedNodes) {
          if (node instanceof HTMLLinkElement && node.relList.contains('icon')) {
            console.error(`icon link removed: ${node.href}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  };
  await page.addInitScript(watchIcons);
  await page.evaluate(watchIcons);
  for (const demo of Object.values(demos)) {
    await projectGrid(page).locator(`a[href$="${demo.path}/"]`).first().click();
    // The quote viewer adds the quote's address after the #.
    await expect(page).toHaveURL(new RegExp(`${demo.path}/(#.*)?$`));
    await expect(
      page.getByRole('heading', { level: 1, name: demo.title, exact: true }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(projectGrid(page)).toBeVisible();
  }
  const icons = page.locator('link[rel="icon"]');
  await expect(icons).toHaveCount(2);
  for (const icon of await icons.all()) {
    const href = await icon.evaluate((link: HTMLLinkElement) => link.href);
    expect((await page.request.get(href)).status()).toBe(200);
  }
}

for (const network of ['online', 'offline'] as const) {
  // Under BASE_PATH, offline is the visit that tells: every file comes from the worker's copy,
  // found by its path inside the worker's scope. Online adds nothing the path could break.
  const tags = network === 'offline' ? pathSensitive : {};
  // One visit installs the worker (it keeps every file first: seconds), then each demo is tried.
  test(
    `a returning visitor, ${network}: the editor, the calculator, quotes, the timer and links`,
    tags,
    async ({ page, context }) => {
      test.slow();
      await page.goto(relative('/'));
      await untilControlled(page);
      await context.setOffline(network === 'offline');
      if (demos.markdown) {
        await test.step('the editor keeps its documents', () => expectEditorToKeepDocuments(page));
      }
      await page.goto(relative('/'));
      await test.step('links lead to each demo', () => expectLinksToEachDemo(page));
      // Last: the timer's step stops the page's clock.
      await test.step('the small demos work', () => expectSmallDemosToWork(page));
    },
  );
}
