import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connect } from 'node:net';
import { expect, pathAndHostDependent, pathSensitive, test } from './fixtures';

// The local static server (scripts/serve.mjs) against the kinds of request that reach any server:
// it must never crash, never redirect to another host, never serve a file from outside out/, and
// it answers Range requests with 206, as Safari needs for audio.

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends the request line exactly as written: no client library tidies the path first. */
function rawGet(origin: URL, path: string, extraHeaders = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(origin.port), origin.hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${origin.host}\r\n${extraHeaders}Connection: close\r\n\r\n`,
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer for ${path}`)));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const hostilePaths = [
  '/x%0d%0aY:%201%2F..%2Fclock',
  '/x%0aSet-Cookie:%20a=1',
  '/%E2%82%AC%2F..%2Fclock',
  '/%E2%82%AC',
  '/%2F%2Fevil.example%2F..%2Fclock',
  '/%5C%5Cevil.example%2F..%2Fclock',
  '//evil.example/',
  '//evil.example/%2F..',
  '/\\evil.example/',
  '/%2Fevil.example',
  '/%00',
  '/clock%00.html',
  '/%ff',
  '/%',
  `/${'a'.repeat(10_000)}`,
  `/${'%2e%2e/'.repeat(200)}`,
  '/../package.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/..%2fpackage.json',
  '/..%5cpackage.json',
  '/.%2e/package.json',
  '/%252e%252e/package.json',
  '/%c0%ae%c0%ae/package.json',
  '/clock/../../package.json',
  '/clock/%2e%2e/%2e%2e/package.json',
  '/_headers',
  '/%2F_headers',
  '/%5Fheaders',
];

test(
  'survives hostile paths: no crash, no redirect off-site, nothing from outside out/',
  pathSensitive,
  async ({ baseURL }) => {
    const origin = new URL(baseURL!);
    const basePath = origin.pathname.replace(/\/$/, '');
    const outside = readFileSync('package.json', 'utf8');
    for (const path of hostilePaths.flatMap((p) => (basePath ? [p, basePath + p] : [p]))) {
      const response = await rawGet(origin, path);
      const label = `${path.slice(0, 60)} -> ${response.status} ${response.headers.location ?? ''}`;
      expect([200, 301, 302, 308, 400, 404], label).toContain(response.status);
      if (response.headers.location) {
        expect(new URL(response.headers.location, origin).host, label).toBe(origin.host);
      }
      expect(response.body.includes('"devDependencies"'), label).toBe(false);
      expect(response.body.includes(outside.slice(0, 40)), label).toBe(false);
      if (/headers/.test(path)) expect(response.status, label).toBe(404);
    }
    // Still serving.
    expect((await rawGet(origin, `${basePath}/`)).status).toBe(200);
  },
);

test(
  'answers a Range request with 206 and exactly that range',
  pathAndHostDependent,
  async ({ baseURL }) => {
    const origin = new URL(baseURL!);
    const response = await rawGet(
      origin,
      `${origin.pathname}sounds/beep.wav`,
      'Range: bytes=0-99\r\n',
    );
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.headers['content-length']).toBe('100');
  },
);

test(
  'redirects /route to /route/, and answers unknown paths with the 404 page',
  pathAndHostDependent,
  async ({ baseURL }) => {
    const origin = new URL(baseURL!);
    const redirect = await rawGet(origin, `${origin.pathname}clock`);
    expect(redirect.status).toBe(301);
    expect(new URL(redirect.headers.location!, origin).pathname).toBe(`${origin.pathname}clock/`);
    const missing = await rawGet(origin, `${origin.pathname}no-such-page/`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Nothing to see here!');
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  },
);

/** A response's body as sent, in the encoding asked for. */
const sent = (url: URL, encoding: string) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
const sentBytes = async (url: URL, encoding: string) => {
  const { encoding: used, body } = await sent(url, encoding);
  return { encoding: used, bytes: body.length };
};

// A browser asks for brotli first; brotli at its default quality here sent home larger than gzip.
test("sends a page in brotli smaller than gzip's, as a browser asks", async ({ baseURL }) => {
  const home = new URL(baseURL!);
  const brotli = await sentBytes(home, 'gzip, deflate, br, zstd');
  const gzip = await sentBytes(home, 'gzip');
  expect([brotli.encoding, gzip.encoding]).toEqual(['br', 'gzip']);
  expect(brotli.bytes).toBeLessThan(gzip.bytes * 0.97);
});

// Compressed copies are kept between requests: a file changed since is sent as it is now.
test('sends a file as it is now, in the encoding asked for', async ({ baseURL }) => {
  const name = `compressed-${test.info().workerIndex}-${Date.now()}.txt`;
  const file = `out/${name}`;
  const url = new URL(name, baseURL);
  try {
    for (const text of ['first version '.repeat(200), 'second, longer version '.repeat(200)]) {
      writeFileSync(file, text);
      const brotli = await sent(url, 'gzip, br');
      expect(brotli.encoding).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(text);
      const gzip = await sent(url, 'br;q=0, gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(text);
      const plain = await sent(url, 'identity');
      expect([plain.encoding, plain.body.toString()]).toEqual([undefined, text]);
    }
  } finally {
    rmSync(file, { force: true });
  }
});
