// `npm run build` after `next build`, in order. This process reads the content as the pages do
// (React's server build); each step runs in its own, as the feeds need React's client build.
import { execFileSync } from 'node:child_process';
import { checkContent } from '../lib/site/check';
import { olderPostFolders } from '../lib/site/posts';

const steps: [file: string, args?: string[]][] = [
  ['check-client-code.mts'],
  ['prune-export.mts'],
  ['build-feeds.mts'],
  ['build-redirects.mts'],
  ['apply-security-policy.mjs'],
  ['build-service-worker.mjs', ['out', ...olderPostFolders()]],
];

const { warnings, notes } = await checkContent();
for (const warning of warnings) console.warn(`Warning: ${warning}`);
for (const note of notes) console.log(`Note: ${note}`);

for (const [file, args = []] of steps) {
  execFileSync(process.execPath, ['--import', 'tsx', `scripts/${file}`, ...args], {
    stdio: 'inherit',
  });
}
