// Serves the static export the way a static host does, so local runs and browser tests see what
// visitors will: /route redirects to /route/, folders answer with their index.html, unknown paths get
// 404.html with status 404, response headers come from _headers (as on Netlify and Cloudflare
// Pages), and the site can live under BASE_PATH. No dependencies, loopback only.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

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

// _headers: a path pattern (with * for any rest) on its own line, then indented "Name: value" lines.
function readHeaderRules() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: {} });
    } else if (rules.length > 0) {
      const colon = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}
const headerRules = readHeaderRules();
const headersFor = (pathname) =>
  Object.assign(
    {},
    ...headerRules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers),
  );

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info;
  } catch {
    return null;
  }
}

// Text is sent gzipped, as static hosts and CDNs do, so measured transfer sizes are realistic.
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
]);

function send(req, res, status, path, size, headers = {}) {
  const gzip =
    compressible.has(extname(path)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
    ...(gzip
      ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }
      : { 'Content-Length': size }),
    'Cache-Control': 'no-cache',
    ...headers,
  });
  if (req.method === 'HEAD') res.end();
  else if (gzip) createReadStream(path).pipe(createGzip()).pipe(res);
  else createReadStream(path).pipe(res);
}

async function notFound(req, res) {
  const page = join(root, '404.html');
  const info = await fileAt(page);
  if (info) send(req, res, 404, page, info.size, headersFor('/404.html'));
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
    return notFound(req, res);
  }
  if (basePath) {
    if (pathname === basePath) {
      res.writeHead(301, { Location: `${basePath}/${url.search}` }).end();
      return;
    }
    if (!pathname.startsWith(`${basePath}/`)) return notFound(req, res);
    pathname = pathname.slice(basePath.length);
  }
  const path = normalize(join(root, pathname));
  if (path !== root && !path.startsWith(root + sep)) return notFound(req, res);

  // Like the hosts that read it, the rules file itself is not served.
  const info = pathname === '/_headers' ? null : await fileAt(path);
  if (info?.isFile()) return send(req, res, 200, path, info.size, headersFor(pathname));
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${basePath}${pathname}/${url.search}` }).end();
      return;
    }
    const index = join(path, 'index.html');
    const indexInfo = await fileAt(index);
    if (indexInfo) return send(req, res, 200, index, indexInfo.size, headersFor(pathname));
  }
  return notFound(req, res);
});

const port = Number(values.port);
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${values.dir}/ at http://localhost:${port}${basePath}/`);
});
