// scripts/serve.mjs on a free port (other checkouts run servers too), for the measuring scripts.
import { spawn } from 'node:child_process';

/** @param {string} dir @param {string} basePath */
export async function serveInBackground(dir, basePath) {
  const server = spawn('node', ['scripts/serve.mjs', '--port', '0', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, BASE_PATH: basePath },
  });
  // It says its address once it listens.
  const port = await new Promise((resolve, reject) => {
    server.stdout.once('data', (text) => resolve(/:(\d+)\//.exec(String(text))?.[1]));
    server.once('exit', () => reject(new Error(`The static server for ${dir} stopped`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}
