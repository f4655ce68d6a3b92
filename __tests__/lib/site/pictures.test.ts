/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { content } from '@/lib/site/content';
import { owner } from '@/lib/site/owner';
import {
  contentImages,
  markdownPictures,
  unreadableContentImages,
  unreadableImages,
} from '@/lib/site/pictures';
import { backgroundImage, cardImage, portraitImage } from '@/lib/images/variants';

/** A small real PNG whose header is rewritten to claim `width` × `height` pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .png()
    .toBuffer();
  // Signature (8 bytes), IHDR length and type (8), then width and height; the CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Noise, which PNG cannot shrink, so cutting the file in half cuts into its pixels. */
function noisePng(): Promise<Buffer> {
  const pixels = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2_654_435_761) >>> 24;
  return sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } })
    .png()
    .toBuffer();
}

let picturesDir: string;

beforeEach(() => {
  picturesDir = mkdtempSync(join(tmpdir(), 'content-images-'));
  cpSync(join(process.cwd(), 'lib/content/pictures'), picturesDir, { recursive: true });
});

afterEach(() => rmSync(picturesDir, { recursive: true, force: true }));

const withImage = (image: string) => ({
  ...content,
  projects: [{ ...content.projects[0]!, image }, ...content.projects.slice(1)],
});

describe('contentImages', () => {
  it('lists every picture the content names, with the file and field that name it and its layout', () => {
    const images = contentImages(content);
    const fromOwner = [content.owner.shareImage, owner.photo].filter(Boolean);
    const background = content.quoteBackground ? 1 : 0;
    expect(images).toHaveLength(content.projects.length + background + fromOwner.length);
    expect(images).toContainEqual({
      file: 'lib/content/projects.ts',
      field: 'projects[0].image',
      path: content.projects[0]!.image,
      use: cardImage,
    });
    // The quote viewer's picture, while the owner shows the quote viewer.
    const withQuotes = contentImages({ ...content, quoteBackground: '/quotes/back.jpg' });
    expect(withQuotes).toContainEqual({
      file: 'lib/content/quotes.ts',
      field: 'quoteBackground',
      path: '/quotes/back.jpg',
      use: backgroundImage,
    });
    expect(
      contentImages({ ...content, quoteBackground: undefined }).map((image) => image.field),
    ).not.toContain('quoteBackground');
    const resume = { basics: { image: '/me.png' } };
    const owners = { ...content, owner: { shareImage: '/share.png' }, resume };
    expect(contentImages(owners).slice(0, 2)).toEqual([
      {
        file: 'lib/content/owner.ts',
        field: 'owner.shareImage',
        path: '/share.png',
        use: undefined,
      },
      {
        file: 'lib/content/resume.json',
        field: 'basics.image',
        path: '/me.png',
        use: portraitImage,
      },
    ]);
  });
});

describe('unreadableContentImages', () => {
  it('finds none in the shipped pictures', async () => {
    await expect(unreadableContentImages(content, picturesDir)).resolves.toEqual([]);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a file that is not a picture', Buffer.from('GIF89a? no, just text with a .png name')],
  ])('names the file and the entry of %s', async (_name, bytes) => {
    writeFileSync(join(picturesDir, 'projects/bad.png'), bytes);
    await expect(
      unreadableContentImages(withImage('/projects/bad.png'), picturesDir),
    ).resolves.toEqual([
      'lib/content/projects.ts: projects[0].image: lib/content/pictures/projects/bad.png is not a readable image (empty, damaged, or not the type its name says)',
    ]);
  });

  it('names a picture whose pixels are cut off after a sound header', async () => {
    const png = await noisePng();
    writeFileSync(join(picturesDir, 'projects/cut.png'), png.subarray(0, png.length / 2));
    await expect(
      unreadableContentImages(withImage('/projects/cut.png'), picturesDir),
    ).resolves.toEqual([
      'lib/content/projects.ts: projects[0].image: lib/content/pictures/projects/cut.png is damaged: its header reads, but its pixels do not',
    ]);
  });

  it('says the size limit for a 20,000 × 20,000 picture', async () => {
    writeFileSync(join(picturesDir, 'projects/huge.png'), await pngClaiming(20_000, 20_000));
    await expect(
      unreadableContentImages(withImage('/projects/huge.png'), picturesDir),
    ).resolves.toEqual([
      'lib/content/projects.ts: projects[0].image: lib/content/pictures/projects/huge.png is 20000 × 20000 pixels; the build reads at most 268 megapixels (16,383 × 16,383): scale it down',
    ]);
  });
});

describe('pictures in posts and stories', () => {
  it('are read for size and damage like cards, each named by its file and line, each file read once', async () => {
    writeFileSync(join(picturesDir, 'huge.png'), await pngClaiming(20_000, 20_000));
    const png = await noisePng();
    writeFileSync(join(picturesDir, 'cut.png'), png.subarray(0, png.length / 2));
    const body =
      'Intro\n\n![Huge](/huge.png)\n\n<p><img src="/cut.png" alt="Cut"></p>\n\n![Again](/huge.png)\n';
    const pictures = markdownPictures([{ file: 'lib/content/writing/a.md', body, bodyLine: 4 }]);
    await expect(unreadableImages(pictures, picturesDir)).resolves.toEqual([
      'lib/content/writing/a.md:6: lib/content/pictures/huge.png is 20000 × 20000 pixels; the build reads at most 268 megapixels (16,383 × 16,383): scale it down',
      'lib/content/writing/a.md:8: lib/content/pictures/cut.png is damaged: its header reads, but its pixels do not',
      'lib/content/writing/a.md:10: lib/content/pictures/huge.png is 20000 × 20000 pixels; the build reads at most 268 megapixels (16,383 × 16,383): scale it down',
    ]);
  });
});
