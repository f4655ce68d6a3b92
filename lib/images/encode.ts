// The cache in node_modules/.cache spares a rebuild with unchanged images any image work.
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

// The budget of a 720 × 405 card, the phone's 2× copy, at every size.
const bytesPerPixel = 80_000 / (720 * 405);
const qualities = [75, 62, 50, 40];
// webp-3: a copy asked wider than its picture keeps the crop (webp-2 gave the uncropped picture).
const recipe = 'webp-3';

const cacheDir = join(process.cwd(), 'node_modules', '.cache', 'portfolio-images');

type Size = { width: number; height: number };

/** The copy's size: `width` (cropped to `aspect`), made smaller to fit inside the picture as shown. */
export function copySize(width: number, aspect: number | undefined, shown: Size): Size {
  const height = aspect ? width / aspect : (width * shown.height) / shown.width;
  const scale = Math.min(1, shown.width / width, shown.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

// Cropped from the centre, as object-fit: cover shows it; never enlarged.
export async function resizeToWebp(input: Buffer, width: number, aspect?: number): Promise<Buffer> {
  const size = copySize(width, aspect, await shownSizeOf(input));
  const resized = await sharp(input)
    .rotate()
    .resize({ width: size.width, height: aspect && size.height, fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const budget = resized.info.width * resized.info.height * bytesPerPixel;
  let output = Buffer.alloc(0);
  for (const quality of qualities) {
    output = await sharp(resized.data, { raw: resized.info })
      .webp({ quality, effort: 5 })
      .toBuffer();
    if (output.length <= budget) break;
  }
  return output;
}

// An animated GIF or WebP stays animated: every frame resized alike, at one quality, as a
// per-frame byte budget would leave nothing of a long animation.
export async function resizeAnimated(input: Buffer, width: number, aspect?: number) {
  const { width: frameWidth = 1, pageHeight, height = 1 } = await sharp(input).metadata();
  const size = copySize(width, aspect, { width: frameWidth, height: pageHeight ?? height });
  return sharp(input, { animated: true })
    .resize({ width: size.width, height: aspect && size.height, fit: 'cover' })
    .webp({ quality: qualities[1], effort: 4 })
    .toBuffer();
}

export const isAnimated = async (input: Buffer) => ((await sharp(input).metadata()).pages ?? 1) > 1;

async function shownSizeOf(input: Buffer): Promise<Size> {
  const { width = 1, height = 1, orientation } = await sharp(input).metadata();
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

// Widths wider than the picture ask for one copy, at the picture's own size: made once.
export async function cachedWebp(file: string, width: number, aspect?: number): Promise<Buffer> {
  const input = await readFile(file);
  const size = copySize(width, aspect, await shownSizeOf(input));
  const key = createHash('sha256')
    .update(`${recipe} ${size.width} ${size.height} `)
    .update(input)
    .digest('hex');
  const made = await cached(join(cacheDir, `${key}.webp`), async () =>
    ((await isAnimated(input)) ? resizeAnimated : resizeToWebp)(input, width, aspect),
  );
  return made.body;
}

// Requests for one picture at once (a page's first load in `npm run dev`) share one making.
const making = new Map<string, Promise<{ body: Buffer; made: boolean }>>();

/** The file a build made before, or what `make` makes, kept there for the next build. */
export function cached(file: string, make: () => Promise<Buffer>) {
  const pending = making.get(file);
  if (pending) return pending;
  const result = readOrMake(file, make).finally(() => making.delete(file));
  making.set(file, result);
  return result;
}

async function readOrMake(file: string, make: () => Promise<Buffer>) {
  try {
    return { body: await readFile(file), made: false };
  } catch {
    const body = await make();
    await mkdir(dirname(file), { recursive: true });
    // Written whole under another name, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
    return { body, made: true };
  }
}

export const appIcons: readonly { file: string; size: number; purpose: 'any' | 'maskable' }[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

// The logo's own blue, so the cropped shape reads as the logo.
const maskableBackground = '#5457e9';

// Launchers may crop a maskable icon to any shape inside its middle 80%.
export async function appIcon(size: number, maskable = false): Promise<Buffer> {
  const svg = await readFile(join(process.cwd(), 'public', 'logo.svg'));
  const inner = maskable ? Math.round(size * 0.8) : size;
  const picture = await sharp(svg, { density: 72 * 8 })
    .resize(inner, inner, { fit: 'contain', background: '#0000' })
    .png()
    .toBuffer();
  if (!maskable) return picture;
  return sharp({
    create: { width: size, height: size, channels: 4, background: maskableBackground },
  })
    .composite([{ input: picture, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the PNG starts
  return Buffer.concat([header, png]);
}
