import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A copy of the project as git sees it, sharing the installed packages by hard links. */
export function copyProject(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  // nginx's workers may run as another user: they must reach the export.
  chmodSync(root, 0o755);
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    encoding: 'utf8',
  });
  // A file the owner deleted but has not committed yet is still listed: leave it out.
  for (const file of files.split('\n').filter((file) => file && existsSync(file))) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(file, join(root, file));
  }
  execFileSync('cp', ['-al', 'node_modules', join(root, 'node_modules')]);
  return root;
}

/** `npm run build` in that copy; its warnings (the placeholder address) show only on a failure. */
export function buildCopy(root: string) {
  execFileSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TYPES_CHECKED: 'true' },
  });
}
