// `npm run build`'s one step after `next build`: what only the finished export allows, in order.
// Each step is a script of its own, run as Node runs the rest (tsx for TypeScript); the résumé's
// check needs the server build of React, the feeds' rendering the other.
import { execFileSync } from 'node:child_process';
import { checkContent } from '../lib/site/check';

const steps: [file: string, serverOnly: boolean][] = [
  ['check-client-code.mts', false],
  ['prune-originals.mts', true],
  ['build-feeds.mts', false],
  ['build-redirects.mts', false],
  ['apply-security-policy.mjs', false],
  ['build-service-worker.mjs', false],
];

// `next build` stopped on any problem (app/layout.tsx); what is left to say is for the owner to read.
const { warnings, notes } = await checkContent();
for (const warning of warnings) console.warn(`Warning: ${warning}`);
for (const note of notes) console.log(`Note: ${note}`);

for (const [file, serverOnly] of steps) {
  const conditions = serverOnly ? ['--conditions=react-server'] : [];
  execFileSync(
    process.execPath,
    ['--import', 'tsx', ...conditions, `scripts/${file}`, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
}
