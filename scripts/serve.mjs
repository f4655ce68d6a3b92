// Serves the static export the way a static host does, so local runs and browser tests see what
// visitors will: /route redirects to /route/, folders answer with their index.html, unknown paths get
// 404.html with status 404, and the site can live under BASE_PATH. No dependencies, loopback only.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'out' },
  },
});
const root = resolve(values.dir);
const basePath = process.env.BASE_PATH?.replace(/\/+$/, '') ?? '';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info;
  } catch {
    return null;
  }
}

function send(res, method, status, path, size, headers = {}) {
  res.writeHead(status, {
    'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'Content-Length': size,
    ...headers,
  });
  if (method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
}

async function notFound(res, method) {
  const page = join(root, '404.html');
  const info = await fileAt(page);
  if (info) send(res, method, 404, page, info.size);
  else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

const server = createServer(async (req, res) => {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(res, method);
  }
  if (basePath) {
    if (pathname === basePath) {
      res.writeHead(301, { Location: `${basePath}/${url.search}` }).end();
      return;
    }
    if (!pathname.startsWith(`${basePath}/`)) return notFound(res, method);
    pathname = pathname.slice(basePath.length);
  }
  const path = normalize(join(root, pathname));
  if (path !== root && !path.startsWith(root + sep)) return notFound(res, method);

  const info = await fileAt(path);
  if (info?.isFile()) {
    // Next fingerprints everything under _next/static, so those files never change.
    const immutable = pathname.startsWith('/_next/static/');
    const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
    return send(res, method, 200, path, info.size, { 'Cache-Control': cache });
  }
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${basePath}${pathname}/${url.search}` }).end();
      return;
    }
    const index = join(path, 'index.html');
    const indexInfo = await fileAt(index);
    if (indexInfo)
      return send(res, method, 200, index, indexInfo.size, { 'Cache-Control': 'no-cache' });
  }
  return notFound(res, method);
});

const port = Number(values.port);
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${values.dir}/ at http://localhost:${port}${basePath}/`);
});
