// `npm run bench:search` (after `npm run build`): the search index's size, gzipped, for the site's
// content and for 200 generated posts of about 1,500 words; then, in Chromium with the CPU slowed
// 4×, the time from opening the dialog to the first results (the index coming from the service
// worker's cache) and the longest task any keystroke causes. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import MiniSearch from 'minisearch';
import { siteDocuments, type SearchDocument } from '../lib/search/documents';
import { buildIndex, loadIndex, searchSite } from '../lib/search/engine';

const port = Number(process.env.BENCH_PORT ?? 4182);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A repeatable stream of numbers in [0, 1). */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** 200 posts of about 1,500 words from a 6,000-word vocabulary used as English is (Zipf). */
function generatedPosts(count = 200, words = 1500): SearchDocument[] {
  const next = random(31);
  const letters = 'etaoinshrdlucmfwypvbgkjqxz';
  const vocabulary = Array.from({ length: 6000 }, (_, n) => {
    const length = 2 + Math.floor(next() * 5) + (n > 500 ? Math.floor(next() * 5) : 0);
    return Array.from({ length }, () => letters[Math.floor(next() ** 2 * 26)]).join('');
  });
  const weights = vocabulary.map((_, n) => 1 / (n + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const word = () => {
    let pick = next() * total;
    for (let n = 0; n < weights.length; n += 1)
      if ((pick -= weights[n]!) <= 0) return vocabulary[n]!;
    return vocabulary[0]!;
  };
  const sentence = () => {
    const text = Array.from({ length: 8 + Math.floor(next() * 14) }, word).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  return Array.from({ length: count }, (_, n) => {
    const text: string[] = [];
    while (text.join(' ').split(' ').length < words) text.push(sentence());
    return {
      kind: 'post',
      title: `Post ${n + 1}: ${sentence().slice(0, 60)}`,
      url: `/writing/post-${n + 1}/`,
      summary: sentence(),
      tags: [word(), word()],
      text: text.join(' '),
    };
  });
}

const site = siteDocuments();
const posts = generatedPosts();
const corpora = { 'the site’s content': site, 'with 200 generated posts': [...site, ...posts] };

console.log('Index size (search-index.json):');
const files: Record<string, string> = {};
for (const [name, documents] of Object.entries(corpora)) {
  const json = JSON.stringify(buildIndex(documents));
  files[name] = json;
  const words = documents.reduce((sum, d) => sum + d.text.split(/\s+/).length, 0);
  console.log(
    `  ${name}: ${documents.length} documents, ${words} words of text, ${kib(json.length)}, ${kib(gzipSync(json).length)} gzipped`,
  );
}

// The alternative measured: ship the documents only and build the index in the browser.
const bigDocs = corpora['with 200 generated posts'];
let started = performance.now();
new MiniSearch({ fields: ['title', 'tags', 'summary', 'text'] }).addAll(
  bigDocs.map((d, id) => ({ ...d, id })),
);
const buildMs = performance.now() - started;
started = performance.now();
await loadIndex(JSON.parse(files['with 200 generated posts']!));
const loadMs = performance.now() - started;
console.log(
  `In Node, 200 posts: building the index ${buildMs.toFixed(0)} ms; loading the built one ${loadMs.toFixed(0)} ms.`,
);

async function measureInBrowser(name: string, indexJson: string) {
  const dir = mkdtempSync(join(tmpdir(), 'search-bench-'));
  cpSync('out', dir, { recursive: true });
  writeFileSync(join(dir, 'search-index.json'), indexJson);
  // The worker's list carries each file's hash: rebuilt over this copy.
  await new Promise((resolve, reject) =>
    spawn('node', ['scripts/build-service-worker.mjs', dir], { stdio: 'ignore' }).on(
      'exit',
      (code) => (code === 0 ? resolve(code) : reject(new Error(`build-service-worker: ${code}`))),
    ),
  );
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    for (let tries = 0; ; tries += 1) {
      try {
        await page.goto(`http://127.0.0.1:${port}/`);
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
    });
    await page.reload();
    // The page is live once the theme switch is enabled.
    await page.locator('input[type=radio][value=light]:enabled').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const longest = { value: 0 };
      Object.assign(window, { longest });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          longest.value = Math.max(longest.value, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const opened = Date.now();
    await page.getByRole('button', { name: /^Search/ }).click();
    await page.keyboard.type('r');
    await page.getByRole('option').first().waitFor();
    const firstResults = Date.now() - opened;
    const longestWhileOpening = await page.evaluate(
      () => (window as unknown as { longest: { value: number } }).longest.value,
    );
    let longestKeystroke = 0;
    for (const key of 'einforcment plain') {
      await page.evaluate(
        () => ((window as unknown as { longest: { value: number } }).longest.value = 0),
      );
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      // Two frames: the keystroke's render and any task it queued have run.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      longestKeystroke = Math.max(
        longestKeystroke,
        await page.evaluate(
          () => (window as unknown as { longest: { value: number } }).longest.value,
        ),
      );
    }
    console.log(
      `  ${name}: opening to first results ${firstResults} ms (longest task meanwhile ${Math.round(longestWhileOpening)} ms); longest task a keystroke caused ${Math.round(longestKeystroke)} ms (0: none over 50 ms)`,
    );
  } finally {
    await browser.close();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('In Chromium, CPU slowed 4×, index from the service worker’s cache:');
for (const [name, json] of Object.entries(files)) await measureInBrowser(name, json);

// Keep the engine's own figures honest: one search over the big index, in Node.
const big = await loadIndex(JSON.parse(files['with 200 generated posts']!));
started = performance.now();
searchSite(big, 'reinforcment plain');
console.log(`In Node, one search over 200 posts: ${(performance.now() - started).toFixed(1)} ms.`);
