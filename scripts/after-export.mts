// `npm run build` after `next build`, in order; a process a step, as `server-only` modules need
// React's server build and the feeds its client build.
import { execFileSync } from 'node:child_process';
import { checkContent } from '../lib/site/check';
import { olderPostFolders } from '../lib/site/posts';

const steps: [file: string, serverOnly: boolean, args?: string[]][] = [
  ['check-client-code.mts', false],
  ['prune-export.mts', false],
  ['build-feeds.mts', false],
  ['build-redirects.mts', false],
  ['apply-security-policy.mjs', false],
  ['build-service-worker.mjs', false, ['out', ...olderPostFolders()]],
];

const { warnings, notes } = await checkContent();
for (const warning of warnings) console.warn(`Warning: ${warning}`);
for (const note of notes) console.log(`Note: ${note}`);

for (const [file, serverOnly, args = []] of steps) {
  const conditions = serverOnly ? ['--conditions=react-server'] : [];
  execFileSync(process.execPath, ['--import', 'tsx', ...conditions, `scripts/${file}`, ...args], {
    stdio: 'inherit',
  });
}
