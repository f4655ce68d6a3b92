/** @jest-environment node */
import sharp from 'sharp';
import {
  copySize,
  icoFromPng,
  isAnimated,
  resizeAnimated,
  resizeToWebp,
} from '@/lib/images/encode';
import { cardImage } from '@/lib/images/variants';
import { photoLikePng } from '../../fixtures/photo';

let photo: Buffer;

beforeAll(async () => {
  photo = await photoLikePng();
});

describe('resizeToWebp', () => {
  it('ships a 3.8 MB photo-like PNG to phones and desktops in at most 80 KB, cropped to 16:9', async () => {
    expect(photo.length).toBeGreaterThan(3_500_000);
    // 720 is what a 390 px phone at 2× picks (358 px shown); 540 what a 1280 px desktop picks.
    for (const width of [720, 540]) {
      const webp = await resizeToWebp(photo, width, cardImage.aspect);
      expect(webp.length).toBeLessThanOrEqual(80_000);
      const meta = await sharp(webp).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        width,
        Math.round((width * 9) / 16),
      ]);
    }
  });

  it('lowers the quality until the copy fits its byte budget', async () => {
    // Pure noise cannot be compressed: without the budget, quality 75 is far over 80 KB.
    const noise = await sharp({
      create: {
        width: 720,
        height: 405,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .png()
      .toBuffer();
    const unbudgeted = await sharp(noise).webp({ quality: 75, effort: 5 }).toBuffer();
    expect(unbudgeted.length).toBeGreaterThan(80_000);
    const budgeted = await resizeToWebp(noise, 720, 16 / 9);
    expect(budgeted.length).toBeLessThan(unbudgeted.length);
  });

  it('never enlarges a picture smaller than the copy asked for', async () => {
    const small = await photoLikePng(300, 200);
    const meta = await sharp(await resizeToWebp(small, 1080)).metadata();
    expect(meta.width).toBe(300);
  });

  it('crops a picture smaller than the copy asked for to the copy’s shape, at the most it holds', async () => {
    const small = await photoLikePng(640, 400);
    const meta = await sharp(await resizeToWebp(small, 1080, 16 / 9)).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });
});

describe('copySize', () => {
  const shown = { width: 640, height: 400 };

  it('is the width asked for, in the picture’s shape or the one asked for, when the picture holds it', () => {
    expect(copySize(480, undefined, shown)).toEqual({ width: 480, height: 300 });
    expect(copySize(540, 16 / 9, shown)).toEqual({ width: 540, height: 304 });
  });

  it('is never wider or taller than the picture: every wider width asks for the same copy', () => {
    for (const width of [736, 960, 1472])
      expect(copySize(width, undefined, shown)).toEqual({ width: 640, height: 400 });
    for (const width of [720, 1080])
      expect(copySize(width, 16 / 9, shown)).toEqual({ width: 640, height: 360 });
    expect(copySize(256, 1, shown)).toEqual({ width: 256, height: 256 });
    expect(copySize(512, 1, shown)).toEqual({ width: 400, height: 400 });
  });
});

describe('icoFromPng', () => {
  it('wraps a PNG in an icon file that says its size and where the picture starts', async () => {
    const png = await sharp({
      create: { width: 32, height: 32, channels: 4, background: '#5457e9' },
    })
      .png()
      .toBuffer();
    const ico = icoFromPng(png, 32);
    expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22)).toEqual(png);
  });
});

describe('an animated picture', () => {
  // Two frames, red then blue, 400 × 200 each.
  const animatedGif = () => {
    const [width, height] = [400, 200];
    const frame = width * height * 4;
    const pixels = Buffer.alloc(frame * 2);
    for (let at = 0; at < frame * 2; at += 4)
      pixels.set(at < frame ? [255, 0, 0, 255] : [0, 0, 255, 255], at);
    return sharp(pixels, { raw: { width, height: height * 2, channels: 4, pageHeight: height } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer();
  };

  it('is published animated, every frame resized, GIF and WebP alike', async () => {
    const gif = await animatedGif();
    const webp = await sharp(gif, { animated: true }).webp().toBuffer();
    for (const input of [gif, webp]) {
      expect(await isAnimated(input)).toBe(true);
      const copy = await sharp(await resizeAnimated(input, 100)).metadata();
      expect([copy.format, copy.width, copy.height, copy.pages]).toEqual(['webp', 100, 50, 2]);
    }
    expect(await isAnimated(photo)).toBe(false);
  });
});
