/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { cached, cachedWebp } from '@/lib/images/encode';

// Reading a picture's size is no image work; resizing it is.
const resize = jest.spyOn(sharp.prototype, 'resize');

it('resizes an image once, then serves the same bytes from the cache', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'images-')), 'shot.png');
  // Random pixels make the picture, and so its cache key, new on every run.
  const pixels = Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.random() * 256));
  const picture = await sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toBuffer();
  await writeFile(file, picture);

  const first = await cachedWebp(file, 360, 16 / 9);
  const callsToResize = resize.mock.calls.length;
  expect(callsToResize).toBeGreaterThan(0);

  const second = await cachedWebp(file, 360, 16 / 9);
  expect(second.equals(first)).toBe(true);
  expect(resize.mock.calls.length).toBe(callsToResize);
});

it('makes one copy for every width wider than the picture', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'images-')), 'small.png');
  const pixels = Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.random() * 256));
  await writeFile(
    file,
    await sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
      .png()
      .toBuffer(),
  );
  const widest = await cachedWebp(file, 480);
  const made = resize.mock.calls.length;
  for (const width of [736, 960, 1472])
    expect((await cachedWebp(file, width)).equals(widest)).toBe(true);
  expect(resize.mock.calls.length).toBe(made);
});

describe('the cache, when requests come at once', () => {
  it('never hands out a copy another request is still writing', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'images-')), 'copy.webp');
    // Large enough that writing it takes many chunks.
    const big = Buffer.alloc(24 * 1024 * 1024, 7);
    const first = cached(file, async () => big);
    // A second request for the same copy, and a third process's read, as soon as a file is there.
    const reads: Promise<Buffer>[] = [];
    for (let tries = 0; tries < 10_000 && reads.length === 0; tries += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      if (existsSync(file)) reads.push(readFile(file));
    }
    const second = cached(file, async () => Buffer.from('made twice'));
    expect((await first).body.equals(big)).toBe(true);
    expect((await second).body.equals(big)).toBe(true);
    for (const read of await Promise.all(reads)) expect(read.length).toBe(big.length);
  });

  it('makes a copy once for requests that come together', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'images-')), 'once.webp');
    const make = jest.fn(async () => Buffer.from('copy'));
    const results = await Promise.all([1, 2, 3].map(() => cached(file, make)));
    expect(make).toHaveBeenCalledTimes(1);
    expect(results.map(({ body }) => body.toString())).toEqual(['copy', 'copy', 'copy']);
  });
});
