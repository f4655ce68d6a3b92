import { markdownSample } from '../../lib/content/markdown-sample';
import { canHighlight, languagesNamedIn } from '../../lib/article/highlight';
import { axe, expect, openEditor, pasteIntoEditor, test, needsDemo } from './fixtures';

needsDemo('markdown');

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
  const { violations } = await axe(page)
    .include('#preview')
    .withRules(['scrollable-region-focusable'])
    .analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});

test('GitHub’s safe HTML renders as elements, and a footnote link reaches its note', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await pasteIntoEditor(
    page,
    [
      'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>. H<sub>2</sub>O, E = mc<sup>2</sup>.',
      '<details>\n<summary>More</summary>\n\nThe hidden *part*.\n\n</details>',
      `A claim.[^1]\n\n${'Filler paragraph.\n\n'.repeat(60)}[^1]: The note.`,
    ].join('\n\n'),
  );
  const preview = page.locator('#preview');
  await expect(preview.locator('kbd')).toHaveText(['Ctrl', 'C']);
  await expect(preview.locator('sub')).toHaveText('2');
  await expect(preview.locator('sup').first()).toHaveText('2');
  const hidden = preview.getByText('The hidden');
  await expect(hidden).toBeHidden();
  await preview.getByText('More', { exact: true }).click();
  await expect(hidden).toBeVisible();
  await expect(preview.locator('details em')).toHaveText('part');

  const note = preview.getByText('The note.');
  await expect(note).not.toBeInViewport();
  await preview.locator('a[data-footnote-ref]').click();
  await expect(note).toBeInViewport();
});

test('code is coloured by language, also in languages that load when named', async ({ page }) => {
  await pasteIntoEditor(page, '```js\nfunction greet() {}\n```');
  const keyword = page.locator('#preview pre .token.keyword').first();
  await expect(keyword).toHaveText('function');
  const light = await keyword.evaluate((element) => getComputedStyle(element).color);
  const plain = await page
    .locator('#preview pre code')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  expect(light).not.toBe(plain);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(light);

  await pasteIntoEditor(
    page,
    '```python\ndef greet(name):\n    return name\n```\n\n```nonsense\nx\n```',
  );
  await expect(page.locator('#preview .language-python .token.keyword').first()).toHaveText('def');
  await expect(page.locator('#preview .language-nonsense')).toHaveText('x\n');

  // A document with raw HTML renders in the worker, which loads the grammars it names itself.
  await pasteIntoEditor(page, '<kbd>Enter</kbd>\n\n```bash\nif true; then echo hi; fi\n```');
  await expect(page.locator('#preview kbd')).toHaveText('Enter');
  await expect(page.locator('#preview .language-bash .token.keyword').first()).toHaveText('if');
});

test.describe('on a first visit, over a network that hangs', () => {
  // Before the offline worker keeps the grammars: with it, they come from the kept copy.
  test.use({ serviceWorkers: 'block' });

  test('code whose grammar never arrives shows plain, and the preview keeps up with typing', async ({
    page,
  }) => {
    // The script of Python's grammar alone never arrives; its requests are counted.
    const grammarRequests: string[] = [];
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const grammars = body.match(/displayName="[\w-]+"/g) ?? [];
      if (grammars.join() === 'displayName="python"') grammarRequests.push(route.request().url());
      else await route.fulfill({ response, body });
    });
    // A document with raw HTML renders in the worker.
    const code = '<kbd>Enter</kbd>\n\n```python\ndef greet(name):\n    return name\n```';
    await pasteIntoEditor(page, code);
    await expect(page.locator('#preview .language-python')).toContainText('def greet(name)');
    await expect(page.locator('#preview .language-python .token')).toHaveCount(0);
    // The worker waits on the grammar's script: given up after 3 s, a fresh one renders the rest.
    await pasteIntoEditor(page, `${code}\n\nTyped while the grammar hangs.`);
    await expect(page.locator('#preview')).toContainText('Typed while the grammar hangs.', {
      timeout: 10_000,
    });
    await pasteIntoEditor(page, `${code}\n\nAnd typed after.`);
    await expect(page.locator('#preview')).toContainText('And typed after.');
    await expect(page.locator('#preview .language-python .token')).toHaveCount(0);
    // Asked for once, by the first worker; the fresh one leaves it plain.
    expect(grammarRequests).toHaveLength(1);
  });
});

test('the pre-rendered sample’s code is coloured in the languages that come with the page', async ({
  page,
}) => {
  const shipped = languagesNamedIn(markdownSample).filter(canHighlight);
  test.skip(shipped.length === 0, 'the sample names no language that comes with the page');
  const served = await page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    return new DOMParser().parseFromString(html, 'text/html').getElementById('preview')!.innerHTML;
  });
  for (const language of shipped) {
    expect(served).toMatch(new RegExp(`class="language-${language}"><span class="token `, 'i'));
  }
});
