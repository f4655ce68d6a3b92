import type { Page } from '@playwright/test';
import { expect, openEditor, relative, test, needsDemo } from './fixtures';

// A slow phone paints a page before it has parsed all of it. What arrives later (another button,
// the rest of a label) must not move what is already painted.

const widths = [320, 412, 768, 1024, 1280];

test('the markdown panels’ tools stay in place while the page is parsed', async ({ page }) => {
  needsDemo('markdown');
  await openEditor(page);
  await expectNothingMovesWhileParsed(page, { rows: 'section > div:first-child', items: 'button' });
});

test('the quote’s actions stay in place while the page is parsed', async ({ page }) => {
  needsDemo('quotes');
  await page.goto(relative('/quotes'));
  await expect(page.locator('#text')).toBeVisible();
  await expectNothingMovesWhileParsed(page, { rows: '[data-shareable]', items: ':scope > *' });
});

// The Notify button is centred under the timer, so a label cut short by the parser would move it.
test('the clock’s Notify button stays in place while the page is parsed', async ({ page }) => {
  needsDemo('clock');
  // The headless shell blocks notifications, which swaps the button for a note: a browser that asks.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'Notification', {
      value: { permission: 'default', requestPermission: async () => 'default' },
    }),
  );
  await page.goto(relative('/clock'));
  await expectNothingMovesWhileParsed(page, {
    rows: 'p:has(> button[aria-pressed])',
    items: 'button',
  });
});

// Search follows the navigation in the bar, so a label narrower while parsed would move it.
test('the Search button stays in place while the page is parsed', async ({ page }) => {
  await page.goto(relative('/'));
  await expectNothingMovesWhileParsed(page, {
    rows: 'header',
    items: 'button[aria-keyshortcuts]',
  });
});

// The theme switch ends the page, so a slow phone's parser often pauses inside it.
test('the theme switch stays in place while the page is parsed', async ({ page }) => {
  await page.goto(relative('/'));
  await expectNothingMovesWhileParsed(page, { rows: 'footer fieldset', items: 'legend, label' });
});

interface Rows {
  /** Each element whose items arrive one after the other. */
  rows: string;
  /** The items inside a row, in the order they are parsed. */
  items: string;
}

async function expectNothingMovesWhileParsed(page: Page, rows: Rows) {
  await expect(page.locator(rows.rows).locator(rows.items).first()).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await whatMovesWhileParsed(page, rows), `at ${width} px`).toEqual([]);
  }
}

/**
 * Stops the parser, in effect, at each point of each row: before an item (it and the later items
 * hidden) and inside its label (cut to two letters), the row's end tag not yet parsed. Names each item then painted elsewhere than
 * in the finished row, and each row whose height differs.
 */
function whatMovesWhileParsed(page: Page, { rows, items }: Rows) {
  return page.evaluate(
    ({ rows, items }) => {
      const moved: string[] = [];
      const apart = (a: DOMRect, b: DOMRect) =>
        Math.abs(a.x - b.x) > 0.5 || Math.abs(a.y - b.y) > 0.5;
      const firstText = (item: Element) => {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        while (walker.nextNode())
          if (walker.currentNode.textContent!.trim()) return walker.currentNode;
        throw new Error(`no label in ${item.outerHTML}`);
      };

      for (const row of document.querySelectorAll(rows)) {
        const parts = [...row.querySelectorAll<HTMLElement>(items)];
        const finishedHeight = row.getBoundingClientRect().height;
        const finishedPlaces = parts.map((part) => part.getBoundingClientRect());
        // Chromium matches :last-child only once a parent's end tag is parsed; until then the
        // items are as if another child followed them.
        const unfinished = [...new Set(parts.map((part) => part.parentElement!))].map((parent) =>
          parent.appendChild(document.createElement('template')),
        );
        const noteWhatMoved = (when: string, painted: HTMLElement[]) => {
          if (Math.abs(row.getBoundingClientRect().height - finishedHeight) > 0.5)
            moved.push(`${when}: the height of ${row.localName}`);
          painted.forEach((part, i) => {
            if (apart(part.getBoundingClientRect(), finishedPlaces[i]!))
              moved.push(`${when}: “${firstText(part).textContent}”`);
          });
        };

        parts.forEach((part, k) => {
          const label = firstText(part);
          const text = label.textContent!;
          const notYetParsed = parts.slice(k);
          notYetParsed.forEach((later) => (later.style.display = 'none'));
          noteWhatMoved(`before “${text}”`, parts.slice(0, k));
          part.style.display = '';
          label.textContent = text.slice(0, 2);
          noteWhatMoved(`“${text}” half parsed`, parts.slice(0, k + 1));
          label.textContent = text;
          notYetParsed.forEach((later) => (later.style.display = ''));
        });
        unfinished.forEach((marker) => marker.remove());
      }
      return moved;
    },
    { rows, items },
  );
}
