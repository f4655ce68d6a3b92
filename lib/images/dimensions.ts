// A picture's width and height as shown (EXIF rotation applied), so pages can reserve its room.
import 'server-only';
import sharp from 'sharp';

export async function shownSize(file: string) {
  try {
    const { width, height, orientation } = await sharp(file).metadata();
    if (!width || !height) return undefined;
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}
