// Serves out/ with nginx as an owner would: the README's snippet, read from the README itself,
// in a server block whose root is out/ (under BASE_PATH, a folder where out/ is that sub-path).
// nginx runs in the foreground, on loopback, with its files in a temporary folder; for the browser
// tests tagged @host (E2E_SERVER=nginx in playwright.config.ts).
import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxSnippetUnder } from '../lib/security-policy.mjs';
import { normalizeBasePath } from '../lib/urls.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'out' },
  },
});
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const basePath = normalizeBasePath(process.env.BASE_PATH);

const readmeSnippet = /```nginx\n([\s\S]*?)\n```/.exec(readFileSync('README.md', 'utf8'))?.[1];
if (!readmeSnippet) throw new Error('README.md has no ```nginx block to serve with.');

const work = mkdtempSync(join(tmpdir(), 'portfolio-nginx-'));
// nginx's workers run as another user when it is started as root: they must reach the site.
chmodSync(work, 0o755);
let root = resolve(values.dir);
if (basePath) {
  const site = join(work, 'www', basePath);
  mkdirSync(dirname(site), { recursive: true });
  symlinkSync(root, site);
  root = join(work, 'www');
}

const config = join(work, 'nginx.conf');
writeFileSync(
  config,
  `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  log_not_found off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${values.port};
    root ${root};
${nginxSnippetUnder(readmeSnippet, basePath)}
  }
}
`,
);

const server = spawn(nginx, ['-e', 'stderr', '-p', work, '-c', config], { stdio: 'inherit' });
console.log(`nginx serves ${values.dir}/ at http://127.0.0.1:${values.port}${basePath}/`);
const stop = () => server.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
