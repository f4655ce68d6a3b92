// The files of a folder and its subfolders, for the scripts that read the export.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file below `dir`, by its path.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/**
 * Every HTML page below `dir`.
 * @param {string} dir
 */
export const htmlFiles = (dir) => filesIn(dir).filter((path) => path.endsWith('.html'));
