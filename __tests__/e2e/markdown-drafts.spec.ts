import { draftKey } from '../../lib/markdown/draft';
import { markdownSample } from '../../lib/content/markdown-sample';
import type { Page } from '@playwright/test';
import { expect, holdScripts, relative, test, needsDemo } from './fixtures';

needsDemo('markdown');

/**
 * Notes each write of the page's own that changes the editor's text while it is not live, as the
 * lengths before and after. With `keystroke`, the first write of any kind is followed in the next
 * task by that keystroke, as from a visitor typing on while React hydrates the page in slices (the
 * page goes live in the last one); whether the page was live then is noted too.
 */
async function noteEditorWrites(page: Page, keystroke?: string) {
  await page.addInitScript((key) => {
    const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
    const seen = { changes: [] as string[], liveAtKeystroke: null as string | null };
    Object.assign(window, { seen });
    Object.defineProperty(HTMLTextAreaElement.prototype, 'value', {
      ...value,
      set(this: HTMLTextAreaElement, text: string) {
        const before = value.get!.call(this);
        value.set!.call(this, text);
        if (this.id !== 'editor' || this.dataset.live !== 'false') return;
        if (text !== before) seen.changes.push(`${before.length} → ${text.length}`);
        if (key === undefined || seen.liveAtKeystroke !== null) return;
        seen.liveAtKeystroke = 'pending';
        setTimeout(() => {
          seen.liveAtKeystroke = this.dataset.live ?? null;
          document.execCommand('insertText', false, key);
        });
      },
    });
  }, keystroke);
  return () => page.evaluate(() => (window as unknown as { seen: object }).seen);
}

test('keeps what a visitor types before the page is live, on a phone 6 times slower', async ({
  page,
}) => {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // The scripts arrive only after the visitor has started typing, as on a slow network.
  const release = await holdScripts(page);
  await page.goto(relative('/markdown'), { waitUntil: 'commit' });
  const editor = page.locator('#editor');
  await editor.click();
  await page.keyboard.press('Control+End');
  // The first keystroke lands while the pre-rendered page is not yet live.
  expect(await editor.getAttribute('data-live')).toBe('false');
  await page.keyboard.type(' Typed');
  release();
  await page.keyboard.type(' early.');

  // Going live at 6× CPU takes as long as the machine needs (CI once took over 5 s, with both
  // cores busy); what is checked is that nothing typed meanwhile is lost, not how soon.
  await expect(editor).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
  await expect(editor).toHaveValue(`${markdownSample} Typed early.`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBe(
    `${markdownSample} Typed early.`,
  );
  // Typing on continues from where the visitor's cursor was.
  await page.keyboard.type('!');
  await expect(editor).toHaveValue(`${markdownSample} Typed early.!`);
});

test('a returning visitor sees their saved draft from the first paint, never the sample', async ({
  page,
}) => {
  const draft = '# My saved draft\n\nWritten yesterday.';
  const seen = await noteEditorWrites(page);
  await page.addInitScript(([key, text]) => localStorage.setItem(key!, text!), [
    draftKey,
    draft,
  ] as const);
  // The scripts arrive late, as on a slow network: the page shows what it has before it is live.
  const release = await holdScripts(page);
  await page.goto(relative('/markdown'), { waitUntil: 'commit' });
  const editor = page.locator('#editor');
  const preview = page.locator('#preview');
  await expect(editor).toHaveValue(draft);
  expect(await editor.getAttribute('data-live')).toBe('false');
  // The sample's pre-rendered preview is not shown beside the draft.
  await expect(preview).toBeHidden();

  // Typing on the draft before the page is live replaces nothing, so nothing is offered back.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' And today.');
  release();
  await expect(editor).toHaveAttribute('data-live', 'true');
  await expect(editor).toHaveValue(`${draft} And today.`);
  await expect(preview.getByRole('heading', { name: 'My saved draft' })).toBeVisible();
  await expect(preview).toContainText('Written yesterday. And today.');
  await expect(page.getByRole('button', { name: /saved draft/i })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBe(
    `${draft} And today.`,
  );
  // The sample never came back into the box, not even while React hydrated it: the one change of
  // the page's own is the saved draft's, before the first paint.
  expect(await seen()).toEqual({
    changes: [`${markdownSample.length} → ${draft.length}`],
    liveAtKeystroke: null,
  });
});

test('a keystroke while React hydrates the editor lands on what was typed', async ({ page }) => {
  const seen = await noteEditorWrites(page, '!');
  const release = await holdScripts(page);
  await page.goto(relative('/markdown'), { waitUntil: 'commit' });
  const editor = page.locator('#editor');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Typed');
  release();

  await expect(editor).toHaveAttribute('data-live', 'true');
  await expect(editor).toHaveValue(`${markdownSample} Typed!`);
  expect(await seen()).toEqual({ changes: [], liveAtKeystroke: 'false' });
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBe(
    `${markdownSample} Typed!`,
  );
});
