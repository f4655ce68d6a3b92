import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openEditor, pasteIntoEditor, test, needsDemo } from './fixtures';

needsDemo('markdown');

test('opens a .md file (undoably), and gives the text and the preview back as files', async ({
  page,
}) => {
  await openEditor(page);
  const editor = page.getByRole('textbox', { name: 'Editor' });
  const before = await editor.inputValue();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'notes.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('# From disk\n\n> [!NOTE]\n> Opened.'),
  });
  await expect(editor).toHaveValue('# From disk\n\n> [!NOTE]\n> Opened.');
  await expect(page.locator('#preview .markdown-alert-note')).toContainText('Opened.');

  const markdown = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .md' }).click();
  const savedMarkdown = await markdown;
  expect(savedMarkdown.suggestedFilename()).toBe('from-disk.md');
  expect(readFileSync(await savedMarkdown.path(), 'utf8')).toBe(await editor.inputValue());

  const html = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .html' }).click();
  const savedHtml = await html;
  expect(savedHtml.suggestedFilename()).toBe('from-disk.html');
  const file = readFileSync(await savedHtml.path(), 'utf8');
  expect(file).toContain(await page.locator('#preview').innerHTML());
  // Styled as the preview is, with no class name of the site's build in it.
  expect(file).toMatch(/\.markdown-body h1 ?\{/);
  expect(file).toContain('.markdown-body .markdown-alert');

  await page.getByRole('button', { name: 'Undo open' }).click();
  await expect(editor).toHaveValue(before);
});

test('reads a Latin-1 file as the browser decodes it, and refuses a file over 1 MB unread', async ({
  page,
}) => {
  await openEditor(page);
  const editor = page.getByRole('textbox', { name: 'Editor' });
  const open = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file' }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/markdown', buffer });
  };
  // Windows-1252, as Latin-1 files written on Windows are: 0x80 is the euro sign.
  await open(
    'prices.md',
    Buffer.concat([Buffer.from('# Café, 20 ', 'latin1'), Buffer.from([0x80])]),
  );
  await expect(editor).toHaveValue('# Café, 20 €');
  await expect(page.getByText('prices.md is not UTF-8, so it was read as Latin-1')).toBeVisible();

  await open('huge.md', Buffer.alloc(2_000_000, 'a'));
  await expect(
    page.getByText('huge.md is too large to open (2.0 MB): the editor opens files up to 1 MB.'),
  ).toBeVisible();
  await expect(editor).toHaveValue('# Café, 20 €');
});

test('copies the preview as HTML', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditor(page);
  const copy = page.getByRole('button', { name: 'Copy HTML' });
  const before = await copy.boundingBox();
  await copy.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Copied the preview as HTML.' }),
  ).toBeAttached();
  // The label says so, in a button as wide as before.
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.getByRole('button', { name: 'Copied', exact: true }).boundingBox()).toEqual(
    before,
  );
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return (await item!.getType('text/html')).text();
  });
  expect(copied).toContain(await page.locator('#preview h1').evaluate((h1) => h1.outerHTML));

  // What was copied is no longer the text once it changes.
  await page.getByRole('textbox', { name: 'Editor' }).press('End');
  await page.getByRole('textbox', { name: 'Editor' }).pressSequentially('!');
  await expect(page.getByRole('button', { name: 'Copy HTML' })).toBeVisible();
});

/** A document the worker renders (it holds HTML), then one edit and a click in the same task. */
async function editThenClick(page: Page, button: string) {
  const notes = '# Notes\n\nPress <kbd>K</kbd>.\n\n';
  await pasteIntoEditor(page, notes);
  await expect(page.locator('#preview')).toContainText('Press K.');
  await expect(page.locator('#preview')).toHaveAttribute('aria-busy', 'false');
  await page.evaluate(
    ([text, label]) => {
      const editor = document.getElementById('editor') as HTMLTextAreaElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
      setValue.set!.call(editor, text);
      editor.dispatchEvent(new Event('input', { bubbles: true }));
      // Copy HTML holds its other labels too (see ExportTools).
      [...document.querySelectorAll('button')]
        .find((b) => b.textContent?.startsWith(label))!
        .click();
    },
    [`${notes}The last edit.`, button] as const,
  );
}

test('downloads as .html the text the editor holds at the click, even right after an edit', async ({
  page,
}) => {
  await openEditor(page);
  const html = page.waitForEvent('download');
  await editThenClick(page, 'Download .html');
  const file = readFileSync(await (await html).path(), 'utf8');
  expect(file).toContain('<p>The last edit.</p>');
});

test('copies the text the editor holds at the click, even right after an edit', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditor(page);
  await editThenClick(page, 'Copy HTML');
  await expect(
    page.getByRole('status').filter({ hasText: 'Copied the preview as HTML.' }),
  ).toBeAttached();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return (await item!.getType('text/html')).text();
  });
  expect(copied).toContain('<p>The last edit.</p>');
});
