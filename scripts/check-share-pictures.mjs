// Runs after `next build`: every page that names a share picture (og:image) must have it in out/.
// A page whose path is missing from lib/seo/shared-pages.ts would otherwise share a broken link.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basePath } from '../lib/urls.mjs';
import { htmlFiles } from './html-files.mjs';

const outDir = process.argv[2] ?? 'out';

const missing = [];
let pages = 0;
for (const file of htmlFiles(outDir)) {
  const image = /<meta property="og:image" content="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!image) continue;
  pages += 1;
  const path = decodeURIComponent(new URL(image).pathname).slice(basePath().length);
  if (!existsSync(join(outDir, path))) missing.push(`${file}: ${image} is not in ${outDir}/`);
}
if (missing.length > 0) {
  console.error(
    `Share pictures missing (list each page in lib/seo/shared-pages.ts):\n${missing.join('\n')}`,
  );
  process.exit(1);
}
console.log(`Share pictures: all ${pages} that pages name are in ${outDir}/.`);
