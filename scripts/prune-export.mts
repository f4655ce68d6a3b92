// Out of the upload: an empty list's placeholder page and the routes of the demos the owner removed.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emptyListParam } from '../lib/static-params';
import { demos } from '../lib/content/demos';
import { demoRoutes, type DemoName } from '../lib/site/demos';

const outDir = process.argv[2] ?? 'out';
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
