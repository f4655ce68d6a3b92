import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Playwright's globalSetup: a folder for this run, where the first worker to need the fixture site
// builds it (fixture-site.ts). Nothing is built here, so a run that needs no fixture pays nothing.
export default function setUpFixtureRun() {
  const run = mkdtempSync(join(tmpdir(), 'fixture-run-'));
  process.env.FIXTURE_RUN = run;
  return () => {
    const pids = join(run, 'pids');
    if (existsSync(pids)) {
      for (const pid of readFileSync(pids, 'utf8').split('\n').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
    const copy = join(run, 'copy');
    if (existsSync(copy)) rmSync(readFileSync(copy, 'utf8'), { recursive: true, force: true });
    rmSync(run, { recursive: true, force: true });
  };
}
