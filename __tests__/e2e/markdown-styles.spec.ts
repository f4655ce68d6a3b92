import { expect, openEditor, pasteIntoEditor, test, needsDemo } from './fixtures';

needsDemo('markdown');

// The preview reads like GitHub's rendering of the same markdown, at every width: one page, resized
// (the layout follows the width live, through media queries).
const widths = [320, 390, 768, 1280];

test.beforeEach(async ({ page }) => {
  await openEditor(page);
});

test('a plain item in a list with task items keeps its bullet', async ({ page }) => {
  // Its own list: the owner's sample may have no task list.
  await pasteIntoEditor(page, '- a plain item\n- [x] a done task\n- [ ] an open task');
  const items = page.locator('#preview ul.contains-task-list > li');
  await expect(items).toHaveCount(3);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const item of await items.all()) {
      const task = (await item.locator(':scope > input[type="checkbox"]').count()) > 0;
      const marker = await item.evaluate((li) => getComputedStyle(li).listStyleType);
      // Task items show their checkbox instead of a bullet; every other item keeps a bullet.
      expect(marker === 'none', `${width} px`).toBe(task);
    }
  }
});

test('no word in a table cell is split across lines, and the table scrolls in its box', async ({
  page,
}) => {
  await pasteIntoEditor(
    page,
    '| Feature | Works | Notes |\n| --- | :---: | --- |\n| Tables | yes | Autolinks like https://example.org/a/long/path |\n| Extraordinarily | yes | supercalifragilisticexpialidocious |',
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const splitWords = await page.locator('#preview').evaluate((preview) => {
      const split: string[] = [];
      for (const cell of preview.querySelectorAll('th, td')) {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
      return split;
    });
    expect(splitWords, `${width} px`).toEqual([]);
    // However wide the table, the page itself never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
});
