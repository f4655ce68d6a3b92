// `npm run bench:paint`: first paints of the home page and each demo on a throttled phone, as
// Lighthouse's mobile preset throttles (4x CPU, slow 4G), against the bare Next.js page
// (bench/bare) in the same sitting; median of three cold loads. Needs `npm run build` first.
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

const basePath = normalizeBasePath(process.env.BASE_PATH);
const shown = (Object.keys(demoRoutes) as DemoName[]).filter((name) => demos[name]);
const routes = ['/', ...shown.map((name) => `${demoRoutes[name]}/`)];
// Another export to compare (a copy of an earlier build) may be named: npm run bench:paint -- dir
const site = await serveInBackground(process.argv[2] ?? 'out', basePath);
const bare = await serveInBackground(bareExport(), '');
try {
  const browser = await chromium.launch(chromiumLaunch);
  const bareRuns: PaintRun[] = [];
  const siteRuns = new Map<string, PaintRun[]>(routes.map((route) => [route, []]));
  // Interleaved, so a busier moment of the machine falls on every page alike.
  for (let round = 1; round <= runs; round += 1) {
    console.log(`Round ${round} of ${runs} ...`);
    bareRuns.push(await coldLoad(browser, `${bare.origin}/`));
    for (const route of routes) {
      siteRuns.get(route)!.push(await coldLoad(browser, `${site.origin}${basePath}${route}`));
    }
  }
  await browser.close();
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
