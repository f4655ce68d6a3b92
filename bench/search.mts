// `npm run bench:search` (after `npm run build`): the search index's files and their size, gzipped,
// for the site's content and for 200 generated posts of about 1,500 words; then, in Chromium with the
// CPU slowed 4×, the time from the first keystroke to the first results (the index coming from the
// service worker's cache) and the longest task any keystroke causes. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { siteDocuments, type SearchDocument } from '../lib/search/documents';
import { buildIndex, loadIndex, searchSite, shardNames, shardPath } from '../lib/search/engine';
import { chromiumPath } from '../scripts/chromium.mjs';

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
type Files = Record<string, string>;

console.log('Index files, gzipped (raw):');
const corpusFiles: Record<string, Files> = {};
for (const [name, documents] of Object.entries(corpora)) {
  const built = buildIndex(documents);
  const files = Object.fromEntries(
    shardNames.map((shard) => [shard, JSON.stringify(built[shard])]),
  );
  corpusFiles[name] = files;
  const sizes = shardNames.map(
    (shard) => `${shard} ${kib(gzipSync(files[shard]!).length)} (${kib(files[shard]!.length)})`,
  );
  const total = shardNames.reduce((sum, shard) => sum + gzipSync(files[shard]!).length, 0);
  console.log(
    `  ${name}, ${documents.length} documents: ${sizes.join(', ')}; in all ${kib(total)}`,
  );
}

const big = corpusFiles['with 200 generated posts']!;
const parse = (files: Files) => ({
  titles: JSON.parse(files.titles!),
  text: JSON.parse(files.text!),
});
let started = performance.now();
const bigIndex = await loadIndex(parse(big));
console.log(
  `In Node, 200 posts: loading both files ${(performance.now() - started).toFixed(0)} ms.`,
);
started = performance.now();
searchSite(bigIndex, 'reinforcment plain');
console.log(`In Node, one search over 200 posts: ${(performance.now() - started).toFixed(1)} ms.`);

type Watch = { longest: number; opened?: number; firstLetter?: number; firstResult?: number };
type Page = import('@playwright/test').Page;
const watch = (page: Page) => page.evaluate(() => (window as unknown as { watch: Watch }).watch);

/** A fresh load of the home page, live, on a CPU slowed 4×, its longest tasks, keys and results watched. */
async function loadWatched(page: Page) {
  await page.reload();
  // The page is live once the theme switch is enabled.
  await page.locator('input[type=radio][value=light]:enabled').waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const watch: Watch = { longest: 0 };
    Object.assign(window, { watch });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        watch.longest = Math.max(watch.longest, entry.duration);
    }).observe({ type: 'longtask' });
    document.addEventListener(
      'keydown',
      ({ key }) => key.length === 1 && key !== '/' && (watch.firstLetter ??= performance.now()),
      true,
    );
    document.addEventListener('pointerdown', () => (watch.opened ??= performance.now()), true);
    new MutationObserver(() => {
      if (watch.firstResult === undefined && document.querySelector('[role=option]'))
        watch.firstResult = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function measureInBrowser(name: string, files: Files) {
  const dir = mkdtempSync(join(tmpdir(), 'search-bench-'));
  cpSync('out', dir, { recursive: true });
  for (const shard of shardNames) writeFileSync(join(dir, shardPath(shard)), files[shard]!);
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
  const browser = await chromium.launch({ executablePath: chromiumPath });
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
    // A visitor who presses / and types at once: nothing of search has loaded before the key.
    await loadWatched(page);
    await page.keyboard.press('/');
    await page.keyboard.type('r');
    await page.getByRole('option').first().waitFor();
    const atOnce = await watch(page);
    // A visitor who clicks the button, then types.
    await loadWatched(page);
    await page.getByRole('button', { name: /^Search/ }).click();
    await page.getByRole('combobox').waitFor();
    await page.keyboard.type('r');
    await page.getByRole('option').first().waitFor();
    const opening = await watch(page);
    let longestKeystroke = 0;
    for (const key of 'einforcment plain') {
      await page.evaluate(() => ((window as unknown as { watch: Watch }).watch.longest = 0));
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      // Two frames and the worker's answer: the keystroke's render and what it queued have run.
      await page.evaluate(
        () =>
          new Promise((r) =>
            setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 50),
          ),
      );
      longestKeystroke = Math.max(longestKeystroke, (await watch(page)).longest);
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `  ${name}: first letter to first results ${ms(atOnce.firstResult! - atOnce.firstLetter!)} typed right after /, ${ms(opening.firstResult! - opening.firstLetter!)} after the button (${ms(opening.firstResult! - opening.opened!)} from its click); longest task while opening ${ms(Math.max(atOnce.longest, opening.longest))}; longest task a keystroke caused ${ms(longestKeystroke)} (0: none over 50 ms)`,
    );
  } finally {
    await browser.close();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('In Chromium, CPU slowed 4×, index from the service worker’s cache:');
for (const [name, files] of Object.entries(corpusFiles)) await measureInBrowser(name, files);
