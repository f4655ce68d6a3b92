/** @jest-environment node */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { cachedWebp } from '@/lib/images/encode';

// Counts the calls while still resizing for real.
jest.mock('sharp', () => {
  const actual = jest.requireActual('sharp');
  return { __esModule: true, default: jest.fn((...args: unknown[]) => actual(...args)) };
});

it('resizes an image once, then serves the same bytes from the cache', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'images-')), 'shot.png');
  // Random pixels make the picture, and so its cache key, new on every run.
  const pixels = Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.random() * 256));
  const picture = await jest
    .requireActual('sharp')(pixels, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toBuffer();
  await writeFile(file, picture);

  const first = await cachedWebp(file, 360, 16 / 9);
  const callsToResize = jest.mocked(sharp).mock.calls.length;
  expect(callsToResize).toBeGreaterThan(0);

  const second = await cachedWebp(file, 360, 16 / 9);
  expect(second.equals(first)).toBe(true);
  expect(jest.mocked(sharp).mock.calls.length).toBe(callsToResize);
});
