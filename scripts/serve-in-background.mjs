// scripts/serve.mjs on a free port (other checkouts run servers too), for the measuring scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/** @param {string} dir @param {string} basePath */
export async function serveInBackground(dir, basePath) {
  const port = await freePort();
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
    env: { ...process.env, BASE_PATH: basePath },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The static server for ${dir} stopped`);
    const up = await fetch(`${origin}${basePath}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up && server.exitCode === null) return { origin, stop: () => server.kill() };
    await delay(100);
  }
}
