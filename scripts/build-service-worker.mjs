// `build-service-worker.mjs [out] [writing/old-post ...]`: out/sw.js over the finished export, so
// it keeps what was built, less the folders named (older posts, kept once opened).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyWorkboxLibraries, injectManifest } from 'workbox-build';
import * as offline from '../lib/offline/config.mjs';
import { basePath, encodePath } from '../lib/urls.mjs';

const [outDir = 'out', ...leftOut] = process.argv.slice(2);
const swDest = join(outDir, offline.serviceWorkerFile);

// refractor's chunk of every grammar (over 500 KiB), kept once used, not at install.
function everyGrammar(file) {
  if (!file.startsWith('_next/static/chunks/') || !file.endsWith('.js')) return false;
  const source = readFileSync(join(outDir, file), 'utf8');
  return (source.match(/displayName=/g)?.length ?? 0) > 100;
}

function hasDotFolder(dir) {
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) =>
      entry.isDirectory() && (entry.name.startsWith('.') || hasDotFolder(join(dir, entry.name))),
  );
}

if (!offline.offlineEnabled) {
  rmSync(swDest, { force: true });
  console.log('Offline support is off (lib/offline/config.mjs): no service worker written.');
} else {
  const workboxDir = await copyWorkboxLibraries(outDir);
  for (const file of readdirSync(join(outDir, workboxDir))) {
    if (!file.endsWith('.prod.js') && file !== 'workbox-sw.js')
      rmSync(join(outDir, workboxDir, file));
  }
  const template = readFileSync('lib/offline/service-worker.js', 'utf8');
  const swSrc = join(tmpdir(), `service-worker-${process.pid}.js`);
  const notKept = leftOut.map((folder) => `${folder}/`);
  writeFileSync(swSrc, offline.fillServiceWorker(template, `./${workboxDir}`, notKept));
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest,
    globDirectory: outDir,
    // Workbox warns of a pattern that matches nothing: this one only where such a folder is.
    globPatterns: hasDotFolder(outDir)
      ? [...offline.precachePatterns, offline.dotFolderPattern]
      : offline.precachePatterns,
    globIgnores: [...offline.precacheIgnores, ...leftOut.map((folder) => `${folder}/**`)],
    dontCacheBustURLsMatching: /\/_next\/static\//,
    modifyURLPrefix: { '': `${basePath()}/` },
    // Each file by the URL a page asks for (#, ? and % encoded), so no file name fails the install.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries
          .filter((entry) => !everyGrammar(entry.url.slice(basePath().length + 1)))
          .map((entry) => ({ ...entry, url: encodePath(entry.url) })),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  rmSync(swSrc);
  for (const warning of warnings) console.warn(warning);
  console.log(
    `Service worker: keeps ${count} files for offline use, ${Math.round(size / 1024)} KiB as stored in out/ (before the host's gzip)${leftOut.length > 0 ? `; ${leftOut.length} older posts once opened` : ''}.`,
  );
}
