import type { Page } from '@playwright/test';
import { expect, openEditor, relative, test } from './fixtures';

// A slow phone paints a page before it has parsed all of it. What arrives later (a tool, a button,
// the rest of a label) must not move what is already painted: CI once saw "Restore sample" painted
// on the markdown editor's first row of tools while its label was half parsed, then moved to the
// second, the quote viewer's Tweet painted alone, then pushed down by Copy, and the Search button
// painted at the row's end with half its label, then moved left.

/**
 * For each element matching `within`, every point where parsing could pause among its `items`:
 * before item k, or in the middle of item k's label. Names what is then not where the whole
 * element puts it, or the element itself when its height differs.
 */
function movedWhileParsing(page: Page, within: string, items: string) {
  return page.evaluate(
    ({ within, items }) => {
      const box = (element: Element) => element.getBoundingClientRect();
      const moved = (a: DOMRect, b: DOMRect) =>
        Math.abs(a.x - b.x) > 0.5 || Math.abs(a.y - b.y) > 0.5;
      const labelOf = (element: Element) =>
        [element, ...element.querySelectorAll('*')]
          .flatMap((node) => [...node.childNodes])
          .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      const found: string[] = [];
      for (const container of document.querySelectorAll(within)) {
        const shown = [...container.querySelectorAll<HTMLElement>(items)];
        const whole = { container: box(container), items: shown.map(box) };
        const check = (when: string, painted: number) => {
          if (Math.abs(box(container).height - whole.container.height) > 0.5)
            found.push(`${when}: the height of ${container.localName}`);
          for (let i = 0; i < painted; i += 1)
            if (moved(box(shown[i]!), whole.items[i]!))
              found.push(`${when}: “${labelOf(shown[i]!).textContent}”`);
        };
        for (let k = 0; k < shown.length; k += 1) {
          const label = labelOf(shown[k]!);
          const text = label.textContent!;
          for (const later of shown.slice(k)) later.style.display = 'none';
          check(`before “${text}”`, k);
          shown[k]!.style.display = '';
          label.textContent = text.slice(0, 2);
          check(`“${text}” half parsed`, k + 1);
          label.textContent = text;
          for (const later of shown.slice(k + 1)) later.style.display = '';
        }
      }
      return found;
    },
    { within, items },
  );
}

for (const width of [320, 412, 768, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the markdown panels’ tools and the quote’s actions', async ({ page }) => {
      await openEditor(page);
      expect(await movedWhileParsing(page, 'section > div:first-child', 'button')).toEqual([]);
      await page.goto(relative('/quotes'));
      await expect(page.locator('#text')).toBeVisible();
      expect(await movedWhileParsing(page, '[data-shareable]', ':scope > *')).toEqual([]);
      // At the navigation's end, so a label narrower while parsed would move it (CI saw this).
      expect(
        await movedWhileParsing(page, 'nav[aria-label=Site]', 'button[aria-keyshortcuts]'),
      ).toEqual([]);
    });
  });
}
