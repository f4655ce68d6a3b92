// `npm run bench:paint`: first paints of the home page and each demo on a phone, by Lighthouse's
// mobile preset (its simulation of slow 4G counts round trips, as a phone's TCP does), against the
// bare Next.js page (bench/bare) in the same sitting; median of three cold loads. Needs `npm run
// build` first. Lighthouse is fetched by npx on the first run (not a dependency: 186 MB);
// `-- --devtools` measures in Chromium throttled by DevTools instead, with nothing to fetch.
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { paintReport, type PaintRun } from '../lib/budgets/paint';
import { demos } from '../lib/content/demos';
import { demoRoutes, type DemoName } from '../lib/site/demos';
import { normalizeBasePath } from '../lib/urls.mjs';
import { bareExport } from '../scripts/bare-export';
import { chromiumLaunch } from '../scripts/chromium.mjs';
import { serveInBackground } from '../scripts/serve-in-background.mjs';

const goal = 1.1;
const runs = 3;
// Lighthouse's moto g power and its DevTools throttling of slow 4G (150 ms RTT x 3.75, 1.6 Mbps x 0.9).
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
const network = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

// Kept in the page from its first script on: the paints, and what the largest was. A string, as
// tsx would otherwise name its functions with a helper the page lacks.
const recordPaints = `(() => {
  const paints = { fcp: 0, lcp: 0, lcpElement: '' };
  const describe = (element) => {
    if (!element) return '(removed)';
    const id = element.id ? '#' + element.id : '';
    const className = typeof element.className === 'string' ? element.className.trim() : '';
    const firstClass = !id && className ? '.' + className.split(/\\s+/)[0] : '';
    const src = element.currentSrc ? ' ' + element.currentSrc.split('/').pop() : '';
    return element.tagName.toLowerCase() + id + firstClass + src;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      paints.lcp = entry.startTime;
      paints.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__paints = paints;
})()`;

async function coldLoad(browser: Browser, url: string): Promise<PaintRun> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({ content: recordPaints });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const paints = (await page.evaluate('window.__paints')) as PaintRun;
  await context.close();
  if (!paints.fcp || !paints.lcp) throw new Error(`${url}: no paint was recorded`);
  return paints;
}

const lighthouse = 'lighthouse@12.8.2';

type LighthouseNode = { selector?: string; nodeLabel?: string };
type LighthouseReport = {
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { items?: { node?: LighthouseNode }[] }[] } }
  >;
};

/** One cold load by Lighthouse's mobile preset, in a fresh profile of Debian's Chromium. */
function lighthouseLoad(url: string): PaintRun {
  const json = execFileSync(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=--headless=new --no-sandbox ${chromiumLaunch.args.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  );
  const { audits } = JSON.parse(json) as LighthouseReport;
  const node = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    fcp: audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    lcpElement: `${node?.selector ?? '?'} “${(node?.nodeLabel ?? '').slice(0, 30)}”`,
  };
}

const devtools = process.argv.includes('--devtools');
const load = (browser: Browser, url: string) =>
  devtools ? coldLoad(browser, url) : Promise.resolve(lighthouseLoad(url));

const basePath = normalizeBasePath(process.env.BASE_PATH);
const shown = (Object.keys(demoRoutes) as DemoName[]).filter((name) => demos[name]);
const routes = ['/', ...shown.map((name) => `${demoRoutes[name]}/`)];
// Another export to compare (a copy of an earlier build) may be named: npm run bench:paint -- dir
const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const site = await serveInBackground(folder ?? 'out', basePath);
const bare = await serveInBackground(bareExport(), '');
try {
  const browser = await chromium.launch(chromiumLaunch);
  const bareRuns: PaintRun[] = [];
  const siteRuns = new Map<string, PaintRun[]>(routes.map((route) => [route, []]));
  // Interleaved, so a busier moment of the machine falls on every page alike.
  for (let round = 1; round <= runs; round += 1) {
    console.log(`Round ${round} of ${runs} ...`);
    bareRuns.push(await load(browser, `${bare.origin}/`));
    for (const route of routes) {
      siteRuns.get(route)!.push(await load(browser, `${site.origin}${basePath}${route}`));
    }
  }
  await browser.close();
  console.log(devtools ? 'Chromium throttled by DevTools:' : `${lighthouse}, mobile preset:`);
  const report = paintReport({
    bare: { route: '/', runs: bareRuns },
    routes: routes.map((route) => ({ route, runs: siteRuns.get(route)! })),
    goal,
  });
  console.log(report.text);
  process.exitCode = report.exitCode;
} finally {
  site.stop();
  bare.stop();
}
