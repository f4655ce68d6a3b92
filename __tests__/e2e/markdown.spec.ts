import { markdownSample } from '../../lib/content/markdown-sample';
import { hostileMarkdown, unsafeParts } from '../fixtures/hostile-markdown';
import { expect, openEditor, pasteIntoEditor, test, needsDemo } from './fixtures';

needsDemo('markdown');

const typeAndRead = pasteIntoEditor;

test.beforeEach(async ({ page }) => {
  await openEditor(page);
});

test('renders the sample and follows typing', async ({ page }) => {
  const editor = page.getByRole('textbox', { name: 'Editor' });
  await expect(editor).toHaveValue(markdownSample);
  await editor.fill('');
  await editor.pressSequentially('## Hello\n\n*there*');
  await expect(page.locator('#preview')).toHaveJSProperty(
    'innerHTML',
    '<h2 id="user-content-hello">Hello</h2>\n<p><em>there</em></p>',
  );
});

test('updates #preview within the input event itself', async ({ page }) => {
  expect(await typeAndRead(page, '**bold**')).toBe('<p><strong>bold</strong></p>');
  expect(await typeAndRead(page, '')).toBe('');
  expect(await typeAndRead(page, 'a\nb')).toBe('<p>a<br>\nb</p>');
});

test.describe('hostile input', () => {
  // Payloads whose onerror needs an image that fails: "x" is not on this site.
  test.use({ allowedConsoleErrors: [/status of 404 .*\/markdown\/x(\.png)?\/?\)$/] });

  test('renders every case inert, with no dialog and no script run', async ({ page }) => {
    // Some fifty cases, each rendered by the worker: more than the default time on a busy machine.
    test.slow();
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const preview = page.locator('#preview');
    for (const [index, [name, markdown]] of Object.entries(hostileMarkdown).entries()) {
      // Raw HTML renders in the worker: the case is read once its own last line is shown.
      const end = `End of case ${index}.`;
      await typeAndRead(page, `${markdown}\n\n${end}`);
      await expect(preview).toContainText(end);
      await expect(preview).not.toHaveAttribute('aria-busy', 'true');
      const problems = await preview.evaluate(unsafeParts);
      expect({ name, problems }).toEqual({ name, problems: [] });
    }
    // Every link left in the preview goes somewhere harmless.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
  });
});

test('keeps the draft across a reload, and Restore sample brings the sample back', async ({
  page,
}) => {
  const editor = page.getByRole('textbox', { name: 'Editor' });
  await editor.fill('# My draft\n\nkept');
  await page.reload();
  await expect(page.locator('#editor')).toHaveAttribute('data-live', 'true');
  await expect(editor).toHaveValue('# My draft\n\nkept');
  await expect(page.locator('#preview h1')).toHaveText('My draft');

  await page.getByRole('button', { name: 'Restore sample' }).click();
  await expect(editor).toHaveValue(markdownSample);
  await page.getByRole('button', { name: 'Undo restore' }).click();
  await expect(editor).toHaveValue('# My draft\n\nkept');
});

test.describe('when storage is unavailable', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the editor still works', async ({ page }) => {
    await openEditor(page);
    expect(await typeAndRead(page, '_works_')).toBe('<p><em>works</em></p>');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('stacks the editor above the preview', async ({ page }) => {
    const editorBox = (await page.locator('#editor').boundingBox())!;
    const previewBox = (await page.locator('#preview').boundingBox())!;
    expect(previewBox.y).toBeGreaterThan(editorBox.y + editorBox.height);
  });
});

test('puts the editor and preview side by side on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const editorBox = (await page.locator('#editor').boundingBox())!;
  const previewBox = (await page.locator('#preview').boundingBox())!;
  expect(previewBox.x).toBeGreaterThan(editorBox.x + editorBox.width);
});

for (const width of [768, 1024]) {
  test(`side by side at ${width} px, the text and its preview start level`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page);
    const editor = (await page.getByRole('textbox', { name: 'Editor' }).boundingBox())!;
    const preview = (await page.locator('#preview').boundingBox())!;
    expect(preview.x).toBeGreaterThan(editor.x + editor.width);
    expect(preview.y).toBeCloseTo(editor.y, 0);
  });
}
