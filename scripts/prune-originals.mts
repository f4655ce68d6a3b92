// Out of the upload: the full-size originals (pages show resized copies), an empty list's
// placeholder page, and the routes of the demos the owner removed.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteImages } from '../lib/images/content-images';
import { isRaster } from '../lib/images/variants';
import { plural } from '../lib/plural';
import { emptyListParam } from '../lib/static-params';
import { demos } from '../lib/content/demos';
import { demoRoutes, type DemoName } from '../lib/site/demos';

const outDir = process.argv[2] ?? 'out';
const originals = new Set(
  siteImages()
    .map(({ path }) => path)
    .filter(isRaster),
);
for (const path of originals) rmSync(join(outDir, path), { force: true });
for (const folder of new Set([...originals].map((path) => join(outDir, dirname(path))))) {
  if (folder !== outDir && existsSync(folder) && readdirSync(folder).length === 0) {
    rmSync(folder, { recursive: true });
  }
}
console.log(
  `Left ${plural(originals.size, 'full-size original')} out of ${outDir}/: pages use the copies.`,
);

const placeholders = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
  (entry) => entry.name === emptyListParam,
);
for (const entry of placeholders) {
  rmSync(join(entry.parentPath, entry.name), { recursive: true, force: true });
}
if (placeholders.length > 0) {
  console.log(`Left out the placeholder page of ${placeholders.length} empty list(s).`);
}

const removed = (Object.keys(demoRoutes) as DemoName[]).filter((name) => !demos[name]);
for (const name of removed)
  rmSync(join(outDir, demoRoutes[name]), { recursive: true, force: true });
if (removed.length > 0)
  console.log(`Left out the pages of the demos removed: ${removed.join(', ')}.`);
