/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { cachedSharePicture, drawSharePicture } from '@/lib/seo/draw';

const hardTitles = {
  long: `${'A title of two hundred characters, '.repeat(6)}end`.slice(0, 200),
  japanese: '静的サイトで共有画像を作る方法と、その速さについての長い話',
  arabic: 'عنوان باللغة العربية عن المواقع الثابتة وصور المشاركة',
  emoji: 'Shipping 🚀 a static site ✨ with emoji 🎉👩🏽‍💻',
};

describe('share pictures', () => {
  it.each(Object.entries(hardTitles))('draws a %s title on a 1200 × 630 PNG', async (_, title) => {
    const png = await drawSharePicture({ kind: 'Post', title, subtitle: '1 May 2026' }, 'Ada');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('draws a right-to-left page’s words from the right margin', async () => {
    // The columns a text's white pixels reach, in the title's band (rows 100 to 220).
    const reach = async (png: Buffer) => {
      const { data, info } = await sharp(png)
        .extract({ left: 0, top: 100, width: 1200, height: 120 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const columns: number[] = [];
      for (let i = 0; i < data.length; i += info.channels) {
        if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) {
          columns.push((i / info.channels) % info.width);
        }
      }
      return [Math.min(...columns), Math.max(...columns)];
    };
    const title = hardTitles.arabic.slice(0, 20);
    const [ltrStart, ltrEnd] = await reach(await drawSharePicture({ kind: 'مقال', title }, 'Ada'));
    const [rtlStart, rtlEnd] = await reach(
      await drawSharePicture({ kind: 'مقال', title, dir: 'rtl' }, 'Ada'),
    );
    expect(ltrStart).toBeLessThan(80);
    expect(ltrEnd).toBeLessThan(900);
    expect(rtlStart).toBeGreaterThan(300);
    expect(rtlEnd).toBeGreaterThan(1200 - 80);
  });

  it('draws each page its own picture', async () => {
    const [a, b] = await Promise.all(
      ['Calculator', 'Random Quotes'].map((title) =>
        drawSharePicture({ kind: 'Demo', title }, 'Ada'),
      ),
    );
    expect(a!.equals(b!)).toBe(false);
  });

  it('draws a picture once, and again only when what it shows changes', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'share-pictures-'));
    try {
      const picture = { kind: 'Demo', title: 'Calculator' };
      const first = await cachedSharePicture(picture, 'Ada', { cacheDir });
      const again = await cachedSharePicture(picture, 'Ada', { cacheDir });
      expect([first.drawn, again.drawn]).toEqual([true, false]);
      expect(again.body.equals(first.body)).toBe(true);
      expect(
        (await cachedSharePicture({ ...picture, subtitle: 'New' }, 'Ada', { cacheDir })).drawn,
      ).toBe(true);
      expect((await cachedSharePicture(picture, 'Grace', { cacheDir })).drawn).toBe(true);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
