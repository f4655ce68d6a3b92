// A picture's width and height as shown (EXIF rotation applied), so pages can reserve its room.
import 'server-only';
import { join } from 'node:path';
import sharp from 'sharp';

export async function shownSize(
  publicPath: string,
): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height, orientation } = await sharp(
      join(process.cwd(), 'public', publicPath),
    ).metadata();
    if (!width || !height) return undefined;
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}
