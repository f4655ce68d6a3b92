import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} dir @returns {string[]} */
export const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** @param {string} dir */
export const htmlFiles = (dir) => filesIn(dir).filter((path) => path.endsWith('.html'));
