// `npm start`: build the static export when it is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['app', 'components', 'lib', 'public', 'next.config.mjs', 'package.json'];

function newestChange(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const built = statSync('out/index.html', { throwIfNoEntry: false });
if (!built || Math.max(...sources.map(newestChange)) > built.mtimeMs) {
  console.log('Building the static export into out/ ...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./serve.mjs');
