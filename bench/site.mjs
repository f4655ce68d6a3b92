// `npm run bench`: measures the built site in out/ (run `npm run build` first). For each screen:
// the JavaScript it loads (gzipped) and all it loads, then Lighthouse's mobile scores with FCP, LCP,
// TBT and CLS, beside the same for a bare Next.js app-router page exported the same way (bench/bare,
// built here on first run). Lighthouse lives in bench/package.json, installed here on first run,
// so the project's own install stays small. Prints a table and writes bench/results.json.
// `npm run bench -- --sizes` prints only the sizes, in seconds, without Lighthouse.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { normalizeBasePath } from '../lib/urls.mjs';

const here = new URL('.', import.meta.url).pathname;
const sizesOnly = process.argv.includes('--sizes');
if (!sizesOnly && !existsSync(`${here}node_modules/lighthouse`)) {
  console.log('Installing Lighthouse into bench/ (first run only) ...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
}
if (!sizesOnly && !existsSync(`${here}bare/out/index.html`)) {
  console.log('Building the bare Next.js page to compare with (first run only) ...');
  execFileSync('npx', ['next', 'build', `${here}bare`], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

const port = 4180;
const barePort = 4181;
const basePath = normalizeBasePath(process.env.BASE_PATH);
const origin = `http://127.0.0.1:${port}`;
const routes = ['/', '/clock/', '/calculator/', '/quotes/', '/markdown/'];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

// A bare app-router page of the same Next.js version loads about this much JS (DESIGN.md).
const frameworkFloorKiB = 133;
const textTypes = /javascript|css|html|json|svg|xml|text\//;
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function transferSizes(browser, route) {
  const page = await browser.newPage();
  const loaded = [];
  page.on('response', async (response) => {
    const body = await response.body().catch(() => null);
    if (!body) return;
    const type = response.headers()['content-type'] ?? '';
    const size = textTypes.test(type) ? gzipSync(body).length : body.length;
    loaded.push({ url: response.url(), js: type.includes('javascript'), size });
  });
  await page.goto(`${origin}${basePath}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return loaded;
}

async function lighthouseScores(lighthouse, chromePort, url) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    failing,
  };
}

const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
const bareServer = spawn(
  'node',
  ['scripts/serve.mjs', '--port', String(barePort), '--dir', `${here}bare/out`],
  { stdio: 'ignore', env: { ...process.env, BASE_PATH: '' } },
);
await new Promise((resolve) => setTimeout(resolve, 500));
const results = [];
let bare;
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const loads = {};
  for (const route of routes) loads[route] = await transferSizes(browser, route);
  await browser.close();

  // JS every screen loads: the framework plus the shared layout.
  const jsUrls = routes.map((route) => new Set(loads[route].filter((r) => r.js).map((r) => r.url)));
  const shared = [...jsUrls[0]].filter((url) => jsUrls.every((set) => set.has(url)));
  const sizes = (route) => {
    const js = loads[route].filter((r) => r.js);
    const jsBytes = js.reduce((sum, r) => sum + r.size, 0);
    const ownJs = js.filter((r) => !shared.includes(r.url)).reduce((sum, r) => sum + r.size, 0);
    return {
      route,
      jsKiB: kib(jsBytes),
      routeJsKiB: kib(ownJs),
      overFloorKiB: kib(jsBytes - frameworkFloorKiB * 1024),
      totalKiB: kib(loads[route].reduce((sum, r) => sum + r.size, 0)),
      requests: loads[route].length,
    };
  };
  if (sizesOnly) {
    console.table(routes.map(sizes));
    process.exit(0);
  }

  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    // Lighthouse's simulated timings vary from run to run: the median of three for the baseline.
    const bareRuns = [];
    for (let run = 0; run < 3; run += 1) {
      bareRuns.push(
        await lighthouseScores(lighthouse, chrome.port, `http://127.0.0.1:${barePort}/`),
      );
    }
    bare = bareRuns.sort((a, b) => a.fcpMs - b.fcpMs)[1];
    for (const route of routes) {
      results.push({
        ...sizes(route),
        ...(await lighthouseScores(lighthouse, chrome.port, `${origin}${basePath}${route}`)),
      });
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
  bareServer.kill();
}

const ratio = (ms) => Math.round((ms / bare.fcpMs) * 100) / 100;
console.table(
  results.map(({ failing, ...row }) => ({
    ...row,
    'FCP ÷ bare FCP': ratio(row.fcpMs),
    'LCP ÷ bare FCP': ratio(row.lcpMs),
  })),
);
console.log(`Bare Next.js page: FCP ${bare.fcpMs} ms, LCP ${bare.lcpMs} ms.`);
for (const { route, failing } of results) {
  if (failing.length) console.log(`${route}: Lighthouse audits not passed: ${failing.join(', ')}`);
}
const over = results.filter(
  (r) => r.cls > 0 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100,
);
console.log(
  over.length
    ? `Budget missed on: ${over.map((r) => r.route).join(', ')}`
    : 'Budgets met: CLS 0; accessibility, best practices and SEO 100 everywhere.',
);
mkdirSync(here, { recursive: true });
writeFileSync(
  `${here}results.json`,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), frameworkFloorKiB, bare, results }, null, 2)}\n`,
);
console.log('Written to bench/results.json');
