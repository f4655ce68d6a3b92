// `build-service-worker.mjs [out] [writing/newest-post ...]`: out/sw.js over the finished export.
// It keeps at install what lib/offline/install-list.mjs chooses, given the posts newest first.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyWorkboxLibraries, getManifest } from 'workbox-build';
import * as offline from '../lib/offline/config.mjs';
import { installList, pageFolder, pageReferences } from '../lib/offline/install-list.mjs';
import { basePath, encodePath } from '../lib/urls.mjs';

const [outDir = 'out', ...posts] = process.argv.slice(2);
const swDest = join(outDir, offline.serviceWorkerFile);
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

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

/** Each file by the URL a page asks for (#, ? and % encoded), so no file name fails the install. */
const address = (file) => encodePath(`${basePath()}/${file}`);

if (!offline.offlineEnabled) {
  rmSync(swDest, { force: true });
  console.log('Offline support is off (lib/offline/config.mjs): no service worker written.');
} else {
  const workboxDir = await copyWorkboxLibraries(outDir);
  for (const file of readdirSync(join(outDir, workboxDir))) {
    if (!file.endsWith('.prod.js') && file !== 'workbox-sw.js')
      rmSync(join(outDir, workboxDir, file));
  }
  let chosen;
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: outDir,
    // Workbox warns of a pattern that matches nothing: this one only where such a folder is.
    globPatterns: hasDotFolder(outDir)
      ? [...offline.precachePatterns, offline.dotFolderPattern]
      : offline.precachePatterns,
    globIgnores: offline.precacheIgnores,
    dontCacheBustURLsMatching: /\/_next\/static\//,
    // The install list leaves out what is too large, and names it.
    maximumFileSizeToCacheInBytes: Number.MAX_SAFE_INTEGER,
    manifestTransforms: [
      async (entries) => {
        const files = entries.filter((entry) => !everyGrammar(entry.url));
        const references = new Map();
        for (const { url } of files.filter((entry) => entry.url.endsWith('index.html'))) {
          const html = readFileSync(join(outDir, url), 'utf8');
          references.set(pageFolder(url), pageReferences(html, pageFolder(url), basePath()));
        }
        chosen = installList(files, {
          references,
          posts,
          keptPosts: offline.keptPosts,
          budget: offline.installBudgetBytes,
          largest: offline.largestKeptFile,
        });
        return {
          manifest: chosen.kept.map(({ url, revision }) => ({ url: address(url), revision })),
          warnings: [],
        };
      },
    ],
  });
  const notKept = chosen.notKept.map((folder) => address(folder).slice(basePath().length + 1));
  const template = readFileSync('lib/offline/service-worker.js', 'utf8');
  const worker = offline
    .fillServiceWorker(template, `./${workboxDir}`, notKept)
    .replace('self.__WB_MANIFEST', () => JSON.stringify(manifestEntries));
  writeFileSync(swDest, worker);
  for (const warning of warnings) console.warn(warning);
  for (const { url, size } of chosen.tooLarge)
    console.warn(`Service worker: ${url} (${mib(size)}) is too large to keep at install.`);
  if (chosen.shell > offline.installBudgetBytes)
    console.warn(
      `Service worker: the pages every visitor needs come to ${mib(chosen.shell)}, over ${mib(offline.installBudgetBytes)}.`,
    );
  console.log(
    `Service worker: keeps ${chosen.kept.length} files, ${mib(chosen.bytes)} as stored in out/ (before the host's gzip), at install; ${notKept.length} pages once opened.`,
  );
}
