import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { basePath } from '../../lib/urls.mjs';
import { writeFixtureContent } from './fixture-content';
import { expect, test } from './fixtures';
import { buildCopy, copyProject } from './project-copy';

/** The fixture site's export, served by the project's server and by nginx with the README's snippet. */
export interface FixtureSite {
  own: string;
  nginx: string;
  out: string;
}

// Clear of the ports of deployments.ts (1000 above E2E_PORT per parallel worker).
const port = Number(process.env.E2E_PORT ?? 4173) + 700;

async function buildAndServe(run: string): Promise<FixtureSite> {
  const copy = copyProject('fixture-site-');
  writeFileSync(join(run, 'copy'), copy);
  await writeFixtureContent(copy);
  buildCopy(copy);
  const out = join(copy, 'out');
  const site = { own: `http://127.0.0.1:${port}`, nginx: `http://127.0.0.1:${port + 1}`, out };
  // Detached: the site outlives the worker that built it; the run's teardown stops it.
  const servers = (['serve', 'serve-nginx'] as const).map((script, index) =>
    spawn('node', [`scripts/${script}.mjs`, '--port', String(port + index), '--dir', out], {
      stdio: 'ignore',
      detached: true,
    }),
  );
  for (const server of servers) {
    server.unref();
    appendFileSync(join(run, 'pids'), `${server.pid}\n`);
  }
  for (const origin of [site.own, site.nginx]) {
    // A busy machine starts the servers slowly.
    await expect
      .poll(async () => (await fetch(`${origin}${basePath()}/`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
  }
  // Ours, not a server another run left on the port: that one would answer too.
  expect(
    servers.map((server) => server.exitCode),
    `ports ${port}, ${port + 1}`,
  ).toEqual([null, null]);
  return site;
}

/** The first worker to ask builds the site; the others wait for it: one build per run. */
async function fixtureSite(): Promise<FixtureSite> {
  const run = process.env.FIXTURE_RUN;
  if (!run) throw new Error('No FIXTURE_RUN: playwright.config.ts runs fixture-run.ts first');
  const ready = join(run, 'ready');
  const failed = join(run, 'failed');
  try {
    mkdirSync(join(run, 'lock'));
  } catch {
    while (!existsSync(ready)) {
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
      await sleep(1000);
    }
    return JSON.parse(readFileSync(ready, 'utf8')) as FixtureSite;
  }
  try {
    const site = await buildAndServe(run);
    // Renamed into place, so a waiting worker never reads half of it.
    writeFileSync(`${ready}.part`, JSON.stringify(site));
    renameSync(`${ready}.part`, ready);
    return site;
  } catch (error) {
    writeFileSync(failed, `The fixture site failed: ${String(error)}`);
    throw error;
  }
}

/** Tests on the fixture site: relative addresses and the request fixture lead there. */
export const fixtureTest = test.extend<object, { fixtureSite: FixtureSite }>({
  fixtureSite: [
    // A busy two-core machine took 11 minutes to build a copy (the content check, then Next's).
    async ({}, provide) => provide(await fixtureSite()),
    { scope: 'worker', timeout: 20 * 60_000 },
  ],
  baseURL: async ({ fixtureSite }, provide) => provide(`${fixtureSite.own}${basePath()}/`),
  allowedOrigins: async ({ fixtureSite }, provide) => provide([fixtureSite.nginx]),
});
