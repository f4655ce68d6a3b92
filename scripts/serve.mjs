// The export as a static host serves it, with `serve`'s handler and serve.json; added here: the
// site under BASE_PATH, out/_headers' headers (not the file), text compressed once, loopback only.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, posix, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import handler from 'serve-handler';
import { normalizeBasePath } from '../lib/urls.mjs';
import { chosenEncoding, compressedFile } from './compressed-files.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string' },
  },
});
const config = JSON.parse(readFileSync('serve.json', 'utf8'));
if (values.dir) config.public = values.dir;
const basePath = normalizeBasePath(process.env.BASE_PATH);
const publicDir = resolve(config.public ?? '.');
const notFoundPage = join(publicDir, '404.html');

// _headers: a path pattern (* for any rest) on its own line, then indented "Name: value" lines.
function headerRules(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/\*$/, '**');
      rules.push({ source, headers: [] });
    } else if (rules.length > 0) {
      const [key, ...value] = line.split(':');
      rules.at(-1).headers.push({ key: key.trim(), value: value.join(':').trim() });
    }
  }
  return rules;
}
config.headers = [...(config.headers ?? []), ...headerRules(join(config.public, '_headers'))];

// As a GitHub Pages project site: the handler sees paths without BASE_PATH, redirects get it back.
function mountAtBasePath(request, response) {
  const url = request.url ?? '/';
  const [path] = url.split('?');
  if (path === basePath) {
    response.writeHead(301, { Location: `${basePath}/` }).end();
    return false;
  }
  request.url = path.startsWith(`${basePath}/`) ? url.slice(basePath.length) : '/.missing';
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    // The Location comes in the headers argument, or set before (compression sets it so).
    const headers = rest.find((value) => typeof value === 'object');
    if (headers?.Location?.startsWith('/')) headers.Location = basePath + headers.Location;
    const location = response.getHeader('Location');
    if (typeof location === 'string' && location.startsWith('/')) {
      response.setHeader('Location', basePath + location);
    }
    return writeHead(status, ...rest);
  };
  return true;
}

// serve-handler takes a folder whose name has a dot (out/tags/node.js/) for a file and answers
// 404: reported missing, its index.html is found as /clock/'s is.
async function lstatFile(path) {
  const stats = await lstat(path);
  if (stats.isDirectory() && extname(path) !== '') {
    throw Object.assign(new Error(`${path} is a folder`), { code: 'ENOENT' });
  }
  return stats;
}

// A whole text file is sent compressed, and the handler's headers, written next, say so. The first
// file the handler reads is the one it sends (the page, or the error page); later reads hash it
// for its ETag, synchronously.
function methodsFor(request, response) {
  let sending = false;
  // A missing address under another language's folder gets its not-found page (out/fr/404.html),
  // as Cloudflare Pages finds it and the README's nginx lines give it.
  const language = /^\/([a-z]{2,3}(?:-[a-z0-9]+)*)\//i.exec(request.url ?? '/')?.[1];
  const ownNotFound = language && join(publicDir, language, '404.html');
  const page = (path) =>
    path === notFoundPage && ownNotFound && existsSync(ownNotFound) ? ownNotFound : path;
  // A file is read up to the size its Content-Length gave, as it was then: rewritten meanwhile, its
  // new bytes would follow the response on a kept-alive connection, where the next one begins.
  const sizes = new Map();
  const bounded = (path, options) => {
    const size = sizes.get(path);
    return options.end === undefined && size > 0 ? { ...options, end: size - 1 } : options;
  };
  return {
    lstat: async (asked) => {
      const path = page(asked);
      const stats = await lstatFile(path);
      sizes.set(path, stats.size);
      return stats;
    },
    createReadStream: (asked, options = {}) => {
      const path = page(asked);
      if (sending) return createReadStream(path, bounded(path, options));
      sending = true;
      return compressedStream(request, response, path, bounded(path, options));
    },
  };
}

async function compressedStream(request, response, path, options) {
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  const body = options.start === undefined ? await compressedFile(path, encoding) : null;
  if (!body) return createReadStream(path, options);
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, headers, ...rest) => {
    if (status === 304) return writeHead(status, headers, ...rest);
    const sent = { 'Content-Encoding': encoding, 'Content-Length': body.length };
    return writeHead(status, { ...headers, ...sent, Vary: 'Accept-Encoding' }, ...rest);
  };
  return Readable.from([body]);
}

const isRulesFile = (url) => {
  try {
    return posix.basename(decodeURIComponent(new URL(url, 'http://x').pathname)) === '_headers';
  } catch {
    return false;
  }
};

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (basePath && !mountAtBasePath(request, response)) return;
  if (isRulesFile(request.url ?? '/')) request.url = '/.missing';
  handler(request, response, config, methodsFor(request, response)).catch(() => {
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

server.listen(Number(values.port), '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${config.public}/ at http://localhost:${port}${basePath}/`);
});
