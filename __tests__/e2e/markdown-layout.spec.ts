import { expect, openEditor, test } from './fixtures';

// Where the panels' tools go, at widths from a small phone to a desktop. The header of each panel
// decides it by its width alone: a slow phone paints a header before all of it is parsed, and what
// arrives later must not move what is already painted (CI once saw "Restore sample" painted on the
// first line while its text was half parsed, then moved to the second).

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

for (const width of [320, 390, 412, 768, 900, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a tool arriving, or the rest of its label, moves nothing painted before it', async ({
      page,
    }) => {
      await openEditor(page);
      // For each header, every point at which parsing could pause: after tool k-1, or in the
      // middle of tool k's label. What is shown then must be where the whole header puts it.
      const moved = await page.evaluate(() => {
        const box = (element: Element): Box => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        };
        const same = (a: Box, b: Box) =>
          Math.abs(a.x - b.x) < 0.5 &&
          Math.abs(a.y - b.y) < 0.5 &&
          Math.abs(a.height - b.height) < 0.5;
        const found: string[] = [];
        for (const section of document.querySelectorAll('section')) {
          const header = section.firstElementChild!;
          const tools = [...header.querySelectorAll('button')];
          const whole = { header: box(header), tools: tools.map(box) };
          for (let k = 0; k < tools.length; k += 1) {
            const label = tools[k]!.textContent!;
            for (const later of tools.slice(k + 1)) later.style.display = 'none';
            tools[k]!.style.display = 'none';
            const check = (when: string, shown: number) => {
              if (!same(box(header), whole.header)) found.push(`${when}: the header's height`);
              for (let i = 0; i < shown; i += 1)
                if (!same(box(tools[i]!), whole.tools[i]!))
                  found.push(`${when}: “${tools[i]!.textContent}”`);
            };
            check(`before “${label}”`, k);
            tools[k]!.style.display = '';
            const text = [...tools[k]!.querySelectorAll('*'), tools[k]!]
              .flatMap((node) => [...node.childNodes])
              .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
            const full = text.textContent!;
            text.textContent = full.slice(0, 2);
            const partly = box(tools[k]!);
            if (
              Math.abs(partly.x - whole.tools[k]!.x) > 0.5 ||
              Math.abs(partly.y - whole.tools[k]!.y) > 0.5
            )
              found.push(`“${label}” half parsed`);
            check(`“${label}” half parsed`, k);
            text.textContent = full;
            for (const later of tools.slice(k + 1)) later.style.display = '';
          }
        }
        return found;
      });
      expect(moved).toEqual([]);
    });

    if (width >= 768)
      test('side by side, the text and its preview start level', async ({ page }) => {
        await openEditor(page);
        const editor = (await page.getByRole('textbox', { name: 'Editor' }).boundingBox())!;
        const preview = (await page.locator('#preview').boundingBox())!;
        expect(preview.x).toBeGreaterThan(editor.x + editor.width);
        expect(preview.y).toBeCloseTo(editor.y, 0);
      });
  });
}
