// `npm run build` checks the content once, before Next.js starts (scripts/check-content.mts); the
// steps after it read its warnings and notes here instead of checking again.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type CheckReport = { warnings: string[]; notes: string[] };

// Next.js empties .next/ at each build but its cache folder.
const reportFile = () => join(process.cwd(), '.next', 'cache', 'content-check.json');

/** True in the steps `npm run build` runs after its content check passed. */
export const checkedThisBuild = () => process.env.CONTENT_CHECKED === 'true';

export function saveCheckReport({ warnings, notes }: CheckReport) {
  mkdirSync(dirname(reportFile()), { recursive: true });
  writeFileSync(reportFile(), JSON.stringify({ warnings, notes }));
}

export const savedCheckReport = (): CheckReport => JSON.parse(readFileSync(reportFile(), 'utf8'));
