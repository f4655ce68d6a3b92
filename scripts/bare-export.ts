// The floor of the budgets and of bench/paint.mts: bench/bare, a bare Next.js page, exported.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesIn } from './html-files.mjs';

const bareDir = 'bench/bare';

/** The bare page's export, rebuilt when Next.js or the page changes. */
export function bareExport(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version);
  const sources = filesIn(bareDir).filter(
    (file) => /\.m?js$/.test(file) && !/[/\\](out|\.next)[/\\]/.test(file),
  );
  for (const file of sources.sort()) hash.update(file).update(readFileSync(file));
  const key = hash.digest('hex');
  const keyFile = join(bareDir, 'out', '.budgets-key');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return join(bareDir, 'out');
  console.log('Building the bare Next.js page, the floor (once for each Next.js version) ...');
  execFileSync('npx', ['next', 'build', bareDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BASE_PATH: '' },
  });
  writeFileSync(keyFile, key);
  return join(bareDir, 'out');
}
