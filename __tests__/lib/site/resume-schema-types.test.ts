/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const file = 'lib/site/resume-schema-types.ts';

// Upgrading @jsonresume/schema changes what the build checks; the types must follow it.
it(`${file} is what the installed JSON Resume schema compiles to`, () => {
  const run = spawnSync(
    join(process.cwd(), 'node_modules/.bin/tsx'),
    [join(process.cwd(), 'scripts/resume-types.mts'), '--stdout'],
    { encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  if (run.stdout !== readFileSync(join(process.cwd(), file), 'utf8')) {
    throw new Error(
      `${file} is not what @jsonresume/schema compiles to: run \`npm run resume-types\` and commit it`,
    );
  }
});
