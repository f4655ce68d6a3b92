// Runs last in `npm run build`: writes out/sw.js with workbox-build over the finished export, so
// the list of files to keep (with a hash of each) always matches what was built. Copies the
// Workbox runtime beside it, so the worker needs nothing from another site.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyWorkboxLibraries, injectManifest } from 'workbox-build';
import {
  fillServiceWorker,
  offlineEnabled,
  keptPosts,
  precacheIgnores,
  dotFolderPattern,
  precachePatterns,
  serviceWorkerFile,
} from '../lib/offline/config.mjs';
import { basePath, encodePath } from '../lib/urls.mjs';

const outDir = process.argv[2] ?? 'out';

const swDest = join(outDir, serviceWorkerFile);

/**
 * Whether a file is the chunk of refractor's grammars for every language (over 500 KiB): the
 * preview loads it only for code in a rare language, and the worker keeps it once used. Installed
 * for every visitor, it would add a fifth to what each one downloads; offline, such code is plain.
 */
function everyGrammar(file) {
  if (!file.startsWith('_next/static/chunks/') || !file.endsWith('.js')) return false;
  const source = readFileSync(join(outDir, file), 'utf8');
  return (source.match(/displayName=/g)?.length ?? 0) > 100;
}

/** The folders of the posts past the newest `keptPosts`, read from the JSON feed (newest first). */
function olderPostFolders() {
  let items;
  try {
    items = JSON.parse(readFileSync(join(outDir, 'feed.json'), 'utf8')).items;
  } catch {
    return [];
  }
  return items
    .slice(keptPosts)
    .map(({ url }) =>
      decodeURI(new URL(url).pathname.slice(basePath().length + 1)).replace(/\/$/, ''),
    );
}

function hasDotFolder(dir) {
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) =>
      entry.isDirectory() && (entry.name.startsWith('.') || hasDotFolder(join(dir, entry.name))),
  );
}

if (!offlineEnabled) {
  rmSync(swDest, { force: true });
  console.log('Offline support is off (lib/offline/config.mjs): no service worker written.');
} else {
  const workboxDir = await copyWorkboxLibraries(outDir);
  // Only the production builds are loaded (debug is off); the rest would be deployed for nothing.
  for (const file of readdirSync(join(outDir, workboxDir))) {
    if (!file.endsWith('.prod.js') && file !== 'workbox-sw.js')
      rmSync(join(outDir, workboxDir, file));
  }
  const template = readFileSync(
    new URL('../lib/offline/service-worker.js', import.meta.url),
    'utf8',
  );
  const swSrc = join(tmpdir(), `service-worker-${process.pid}.js`);
  const olderPosts = olderPostFolders();
  const notKept = olderPosts.map((folder) => `${folder}/`);
  writeFileSync(swSrc, fillServiceWorker(template, `./${workboxDir}`, notKept));
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest,
    globDirectory: outDir,
    // Workbox warns of a pattern that matches nothing: this one only where such a folder is.
    globPatterns: hasDotFolder(outDir) ? [...precachePatterns, dotFolderPattern] : precachePatterns,
    globIgnores: [...precacheIgnores, ...olderPosts.map((folder) => `${folder}/**`)],
    // Names under _next/static/ change with their content: no revision needed. (The URLs are
    // matched after modifyURLPrefix, so with the leading / and any base path.)
    dontCacheBustURLsMatching: /\/_next\/static\//,
    modifyURLPrefix: { '': `${basePath()}/` },
    // Each file by the URL a page asks for it, encoded as the browser encodes it (#, ? and % as
    // well): one name a URL cannot carry would otherwise fail the whole install.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries
          // Here a file's URL has its base path before it (see modifyURLPrefix).
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
    `Service worker: keeps ${count} files for offline use, ${Math.round(size / 1024)} KiB as stored in out/ (before the host's gzip).`,
  );
  if (olderPosts.length > 0) {
    console.log(
      `Service worker: the ${olderPosts.length} posts past the newest ${keptPosts} are kept once opened.`,
    );
  }
}
