// out/ under nginx with the README's snippet (nginxSnippet()), for the browser tests tagged @host.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxSnippet, nginxSnippetUnder } from '../lib/security-policy.mjs';
import { normalizeBasePath } from '../lib/urls.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'out' },
  },
});
const basePath = normalizeBasePath(process.env.BASE_PATH);

// The site's other languages: the folders with a not-found page of their own (out/fr/404.html).
const languages = readdirSync(values.dir).filter((name) =>
  existsSync(join(values.dir, name, '404.html')),
);

const work = mkdtempSync(join(tmpdir(), 'portfolio-nginx-'));
// Started as root, nginx's workers run as another user: they must reach the site.
chmodSync(work, 0o755);
let root = resolve(values.dir);
if (basePath) {
  const site = join(work, 'www', basePath);
  mkdirSync(dirname(site), { recursive: true });
  symlinkSync(root, site);
  root = join(work, 'www');
}

const config = join(work, 'nginx.conf');
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
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
${temp.map((name) => `  ${name}_temp_path ${work}/${name};`).join('\n')}
  server {
    listen 127.0.0.1:${values.port};
    root ${root};
${nginxSnippetUnder(nginxSnippet(languages), basePath)}
  }
}
`,
);

const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const server = spawn(nginx, ['-e', 'stderr', '-p', work, '-c', config], { stdio: 'inherit' });
console.log(`nginx serves ${values.dir}/ at http://127.0.0.1:${values.port}${basePath}/`);
const stop = () => server.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
