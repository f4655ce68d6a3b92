// `npm run bench:share-pictures`: draws the share pictures of 200 posts with an empty cache, then
// again with the cache filled (as a rebuild with unchanged content does), and prints both times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedSharePicture } from '../lib/seo/draw';

const count = Number(process.argv[2] ?? 200);
const posts = Array.from({ length: count }, (_, index) => ({
  kind: 'Post',
  title: `Post number ${index + 1}: what a static site can draw at build time, and how fast`,
  subtitle: `${1 + (index % 28)} May 2026 · ${3 + (index % 9)} min read`,
}));
const cacheDir = mkdtempSync(join(tmpdir(), 'share-bench-'));

async function drawAll() {
  const started = performance.now();
  let drawn = 0;
  let bytes = 0;
  for (const post of posts) {
    const result = await cachedSharePicture(post, 'Your Name', { cacheDir });
    drawn += Number(result.drawn);
    bytes += result.body.length;
  }
  return { seconds: (performance.now() - started) / 1000, drawn, bytes };
}

try {
  for (const run of ['cold', 'warm']) {
    const { seconds, drawn, bytes } = await drawAll();
    console.log(
      `${run}: ${count} pictures in ${seconds.toFixed(1)} s, ${drawn} drawn, ` +
        `${Math.round(bytes / count / 1024)} KiB each on average`,
    );
  }
} finally {
  rmSync(cacheDir, { recursive: true, force: true });
}
