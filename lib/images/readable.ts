// Whether sharp can read a picture the build will resize, told in words an owner can act on,
// before the build reaches it (a bad file otherwise fails deep inside an image route).
import 'server-only';
import sharp from 'sharp';

/** sharp's own default: the largest picture it decodes (16,383 × 16,383 pixels). */
export const maxPixels = 0x3fff * 0x3fff;

/** Why `file` cannot be used as a picture, or undefined when it can. */
export async function unreadableImage(file: string, shownAs: string): Promise<string | undefined> {
  let size: { width?: number; height?: number };
  try {
    // Read the size without sharp's pixel limit, so a picture over it is named with its size.
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
    // Decoding the whole picture finds damage past its header, as the build's resizing would.
    await sharp(file).resize(16).raw().toBuffer();
  } catch {
    return `${shownAs} is damaged: its header reads, but its pixels do not`;
  }
  return undefined;
}
