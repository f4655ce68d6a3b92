// A module that two of a page's scripts both carry is downloaded twice (Turbopack copies a module
// into an async chunk when the chunk's parent lacks it).
import { gzipSync } from 'node:zlib';
import { chunkModules } from './module-share';

/** Each module id found in more than one script, with the scripts and its gzipped size. */
export function loadedTwice(scripts: { file: string; source: string }[]) {
  const seen = new Map<number, { files: string[]; code: string }>();
  for (const { file, source } of scripts) {
    for (const [id, code] of chunkModules(source)) {
      const entry = seen.get(id) ?? { files: [], code };
      if (!entry.files.includes(file)) entry.files.push(file);
      seen.set(id, entry);
    }
  }
  return [...seen]
    .filter(([, { files }]) => files.length > 1)
    .map(([id, { files, code }]) => ({ id, files, bytes: gzipSync(code).length }));
}
