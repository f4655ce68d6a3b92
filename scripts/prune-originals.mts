// After `next build`: Next copies all of public/ into out/, the owner's full-size raster originals
// too, but pages show only their resized copies (out/images/). Leave the originals out of the upload.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteImages } from '../lib/images/content-images';
import { isRaster } from '../lib/images/variants';
import { plural } from '../lib/plural';

const outDir = process.argv[2] ?? 'out';
const originals = new Set(
  siteImages()
    .map(({ path }) => path)
    .filter(isRaster),
);
for (const path of originals) rmSync(join(outDir, path), { force: true });
// A folder that held only originals would be uploaded empty.
for (const folder of new Set([...originals].map((path) => join(outDir, dirname(path))))) {
  if (folder !== outDir && existsSync(folder) && readdirSync(folder).length === 0) {
    rmSync(folder, { recursive: true });
  }
}
console.log(
  `Left ${plural(originals.size, 'full-size original')} out of ${outDir}/: pages use the copies.`,
);
