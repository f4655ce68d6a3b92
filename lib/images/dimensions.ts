// A picture's width and height as shown (EXIF rotation applied), so pages can reserve its room.
import 'server-only';
import sharp from 'sharp';
import { pictureFile } from '../site/content-files';

export async function shownSize(path: string) {
  try {
    const { width, height, orientation } = await sharp(pictureFile(path)).metadata();
    if (!width || !height) return undefined;
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}
