// `npm run build` checks the content once, before Next.js starts (scripts/check-content.mts); the
// steps after it read its warnings and notes, and the posts it read, here instead of again.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type CheckReport = { warnings: string[]; notes: string[] };

// Next.js empties .next/ at each build but its cache folder.
const savedFile = (name: string) => join(process.cwd(), '.next', 'cache', name);

/** True in the steps `npm run build` runs after its content check passed. */
export const checkedThisBuild = () => process.env.CONTENT_CHECKED === 'true';

/** What the check read, for the steps after it: plain data only (it goes through JSON). */
export function saveForBuild(name: string, value: unknown) {
  mkdirSync(dirname(savedFile(name)), { recursive: true });
  writeFileSync(savedFile(name), JSON.stringify(value));
}

export const savedForBuild = <T>(name: string): T =>
  JSON.parse(readFileSync(savedFile(name), 'utf8'));

export const saveCheckReport = ({ warnings, notes }: CheckReport) =>
  saveForBuild('content-check.json', { warnings, notes });

export const savedCheckReport = () => savedForBuild<CheckReport>('content-check.json');
