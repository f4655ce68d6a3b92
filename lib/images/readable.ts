// A bad file otherwise fails deep inside an image route, in words no owner can act on.
import 'server-only';
import sharp from 'sharp';

const maxPixels = 0x3fff * 0x3fff;

export async function unreadableImage(file: string, shownAs: string): Promise<string | undefined> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return `${shownAs} is not a readable image (empty, damaged, or not the type its name says)`;
  }
  const { width = 0, height = 0 } = size;
  if (width * height > maxPixels) {
    const megapixels = Math.round(maxPixels / 1e6);
    return `${shownAs} is ${width} × ${height} pixels; the build reads at most ${megapixels} megapixels (16,383 × 16,383): scale it down`;
  }
  try {
    // Decoding it all finds damage past the header, as the build's resizing would.
    await sharp(file).resize(16).raw().toBuffer();
  } catch {
    return `${shownAs} is damaged: its header reads, but its pixels do not`;
  }
  return undefined;
}
