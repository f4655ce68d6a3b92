// `npm run bench:search` (after `npm run build`): the search index's files, gzipped, for the site's
// content and with 200 generated posts of about 1,500 words; loading and searching them in Node;
// then in Chromium, CPU slowed 4×: from `/` and a letter typed on a fresh page (nothing of search
// loaded before) to the first results, and the longest task a keystroke causes after that.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { wordsFrom } from './words';
import { chromium } from '@playwright/test';
import { siteDocuments, type SearchDocument } from '../lib/search/documents';
import {
  buildIndex,
  indexFileNames,
  indexFilePath,
  loadIndex,
  searchSite,
} from '../lib/search/engine';
import { normalizeBasePath } from '../lib/urls.mjs';
import { chromiumLaunch } from '../scripts/chromium.mjs';
import { serveInBackground } from '../scripts/serve-in-background.mjs';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Posts of 1,500 words drawn from 6,000 as often as English uses its words (Zipf), repeatably. */
function generatedPosts(count: number): SearchDocument[] {
  const words = wordsFrom(31);
  return Array.from({ length: count }, (_, n) => ({
    kind: 'post',
    title: `Post ${n + 1}: ${words(6)}`,
    url: `/writing/post-${n + 1}/`,
    summary: words(15),
    tags: [words(1), words(1)],
    text: words(1500),
  }));
}

const site = siteDocuments();
const corpora = {
  'the site’s content': site,
  'the site with 200 generated posts': [...site, ...generatedPosts(200)],
};
const indexes = Object.entries(corpora).map(([name, documents]) => {
  const buildStart = performance.now();
  const built = buildIndex(documents);
  const building = ms(performance.now() - buildStart);
  const files = indexFileNames.map((name) => [name, JSON.stringify(built[name])] as const);
  const sizes = files.map(([shard, text]) => `${shard} ${kib(gzipSync(text).length)}`);
  console.log(
    `Index of ${name}, ${documents.length} documents: built in ${building}, gzipped ${sizes.join(', ')}`,
  );
  return { name, built, files };
});

const big = indexes.at(-1)!.built;
let started = performance.now();
const loaded = await loadIndex(big);
const loading = performance.now() - started;
started = performance.now();
searchSite(loaded, 'reinforcment plain');
console.log(
  `In Node, 200 posts: loading the built index ${ms(loading)}, one search ${ms(performance.now() - started)}`,
);

const basePath = normalizeBasePath(process.env.BASE_PATH);
const browser = await chromium.launch(chromiumLaunch);
for (const { name, files } of indexes) {
  const dir = mkdtempSync(join(tmpdir(), 'search-bench-'));
  cpSync('out', dir, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(dir, indexFilePath(name)), gzipSync(text));
  const server = await serveInBackground(dir, basePath);
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await page.goto(`${server.origin}${basePath}/`);
    // The page is live once the theme switch is enabled.
    await page.locator('input[type=radio][value=light]:enabled').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    type Watched = { longest: number };
    const longestTask = () => page.evaluate(() => (window as unknown as Watched).longest);
    await page.evaluate(() => {
      const watched = Object.assign(window, { longest: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          watched.longest = Math.max(watched.longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    started = performance.now();
    await page.keyboard.press('/');
    await page.keyboard.type('r');
    await page.getByRole('option').first().waitFor();
    const firstResults = performance.now() - started;
    let longest = 0;
    for (const key of 'einforcment plain') {
      await page.evaluate(() => Object.assign(window, { longest: 0 }));
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      // Two frames and the worker's answer: the keystroke's render and what it queued have run.
      await page.waitForTimeout(50);
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      longest = Math.max(longest, await longestTask());
    }
    console.log(
      `In Chromium, ${name}: / and a letter to the first results ${ms(firstResults)}; longest task a keystroke caused ${ms(longest)} (0: none over 50 ms)`,
    );
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
await browser.close();
