// Text files compressed once and kept, as a CDN keeps them: the service worker's install asks for
// every file again in each new browser profile, and compressing them anew each time was about a
// sixth of the browser tests' CPU. Brotli at quality 5, the lowest that beats gzip: quality 4 made
// home's HTML larger than gzip's, past the first round trip's 14.6 KB.
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const compressors = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: promisify(gzip),
};
const compressible = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/i;
// Below this, compressing saves less than it costs (the `compression` middleware's threshold).
const smallest = 1024;
const keptAtMost = 64 * 2 ** 20;
const kept = new Map();
let keptBytes = 0;

/** The encoding to send for a request's Accept-Encoding: brotli, else gzip, else none. */
export function chosenEncoding(header = '') {
  const weights = new Map(
    header.split(',').map((part) => {
      const [name = '', ...parameters] = part.split(';').map((text) => text.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return [name.toLowerCase(), q === undefined ? 1 : Number(q.slice(2))];
    }),
  );
  return ['br', 'gzip'].find((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0);
}

/** The file in that encoding, or null where it is sent as it is (small, binary, none accepted). */
export async function compressedFile(path, encoding) {
  if (!encoding || !compressible.test(path)) return null;
  const stats = await stat(path);
  if (stats.size < smallest) return null;
  const key = `${encoding} ${path}`;
  const version = `${stats.size} ${stats.mtimeMs}`;
  const found = kept.get(key);
  if (found?.version === version) return found.body;
  const body = await compressors[encoding](await readFile(path));
  if (found) keptBytes -= found.body.length;
  if (keptBytes + body.length > keptAtMost) {
    kept.clear();
    keptBytes = 0;
  }
  kept.set(key, { version, body });
  keptBytes += body.length;
  return body;
}
