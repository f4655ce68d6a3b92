// `npm run budgets`: every page of out/ loaded as a phone does, until idle; what it loaded, gzipped
// as hosts serve it, against lib/budgets/budgets.json. The floor is the same measure of bench/bare.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { budgetReport, routeOfFile, type Budgets, type PageSizes } from '../lib/budgets/check';
import { postRedirects } from '../lib/site/posts';
import { redirectPath } from '../lib/site/redirects';
import { sitePages } from '../lib/site/pages';
import { otherLanguages, pathLanguage } from '../lib/site/language';
import { clientModules, exclusiveShare } from '../lib/budgets/module-share';
import { siteHtmlBytes } from '../lib/budgets/owner-words';
import { loadedTwice } from '../lib/budgets/loaded-twice';
import { normalizeBasePath } from '../lib/urls.mjs';
import { filesIn, htmlFiles } from './html-files.mjs';
import { bareExport } from './bare-export';
import { chromiumLaunch } from './chromium.mjs';
import { serveInBackground } from './serve-in-background.mjs';

const budgetsFile = 'lib/budgets/budgets.json';
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
const kinds = new Map<string, string>([
  // By the folder's name in out/, as routes are read below: /tags/日本語/, not its URL encoding.
  ...sitePages().map((page) => [decodeURI(page.path), page.kind] as const),
  ...['/404.html', '/404/', '/_not-found/', '/offline/']
    .flatMap((path) => [path, ...otherLanguages.map((language) => `/${language}${path}`)])
    .map((path) => [path, 'not-found'] as const),
]);
const redirects = new Set(postRedirects().map(({ from }) => redirectPath(from)));
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true };
const gzippedByHosts = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const isSearch = (path: string) => path.includes('/components/search/');

// The images a phone shows before scrolling: <img> and CSS backgrounds of boxes in the first
// screen. A string, as tsx would otherwise name its functions with a helper the page lacks.
const imagesInView = `(() => {
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const urls = new Set();
  for (const image of document.images) {
    if (image.currentSrc && inView(image)) urls.add(image.currentSrc);
  }
  for (const element of document.querySelectorAll('*')) {
    const background = getComputedStyle(element).backgroundImage;
    if (background === 'none' || !inView(element)) continue;
    for (const [, src] of background.matchAll(/url\\("?([^")]+)"?\\)/g)) {
      urls.add(new URL(src, document.baseURI).href);
    }
  }
  return [...urls].filter((src) => !src.startsWith('data:'));
})()`;

/** The URLs a page asked for until idle with no request open, and the images in view. */
async function firstView(browser: Browser, url: string) {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  const requested = new Set<string>();
  const open = new Set<Request>();
  let settled = () => {};
  page.on('request', (request) => {
    requested.add(request.url());
    open.add(request);
  });
  const finished = (request: Request) => {
    open.delete(request);
    settled();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  await page.goto(url, { waitUntil: 'load' });
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    if (open.size === 0) break;
    let hung: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve, reject) => {
      settled = resolve;
      hung = setTimeout(() => {
        const urls = [...open].map((request) => request.url()).join(', ');
        reject(new Error(`${url} was still loading after 60 s: ${urls}`));
      }, 60_000);
    });
    clearTimeout(hung);
  }
  const images = (await page.evaluate(imagesInView)) as string[];
  await context.close();
  return { requested: [...requested], images };
}

/** The file a URL of the site served from `dir` reads, if it is one of that site's. */
const fileIn = (dir: string, origin: string, basePath: string) => (url: string) => {
  const { pathname, origin: from } = new URL(url);
  if (from !== origin || !pathname.startsWith(`${basePath}/`)) return undefined;
  const path = join(dir, decodeURIComponent(pathname.slice(basePath.length)));
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
};
type FileOf = ReturnType<typeof fileIn>;

const gz = (text: string | Buffer) => (text.length > 0 ? gzipSync(text).length : 0);
const served = (file: string) =>
  gzippedByHosts.test(file) ? gz(readFileSync(file)) : statSync(file).size;
const sum = (list: string[]) => list.reduce((total, file) => total + served(file), 0);

function measure(fileOf: FileOf, html: string, view: Awaited<ReturnType<typeof firstView>>) {
  const loaded = view.requested.map(fileOf).filter((file) => file !== undefined);
  const scripts = loaded.filter((file) => file.endsWith('.js'));
  // Inline code counts here; Next's page data (self.__next_f) and JSON-LD are data, in the HTML.
  const inlineCode = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\//.test(attributes!))
    .map(([, , body]) => body!.replace(/;?self\.__next_f\.push\(\[1,"(?:[^"\\]|\\.)*"\]\)/g, ''))
    .filter((body) => body.length > 0)
    .join('\n');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body);
  const images = new Set(view.images.map(fileOf).filter((file) => file !== undefined));
  return {
    scripts,
    js: sum(scripts) + gz(inlineCode),
    css: sum(loaded.filter((file) => file.endsWith('.css'))) + gz(styles.join('')),
    html: siteHtmlBytes(html),
    images: sum([...images]),
  };
}

/** Every client module of the build (path -> id). */
const clientEntries = () =>
  new Map(
    filesIn('.next/server/app')
      .filter((manifest) => manifest.endsWith('_client-reference-manifest.js'))
      .flatMap((manifest) => [...clientModules(readFileSync(manifest, 'utf8'))]),
  );

const basePath = normalizeBasePath(process.env.BASE_PATH);
const routes = htmlFiles('out')
  .map((file) => ({ file, route: routeOfFile(relative('out', file).split(sep).join('/')) }))
  .filter(({ route }) => !redirects.has(route))
  .sort((a, b) => (a.route < b.route ? -1 : 1));
const bareDirOut = bareExport();
const site = await serveInBackground('out', basePath);
const bare = await serveInBackground(bareDirOut, '');
let exitCode = 1;
try {
  const browser = await chromium.launch(chromiumLaunch);
  const bareHtml = readFileSync(join(bareDirOut, 'index.html'), 'utf8');
  const bareSite = fileIn(bareDirOut, bare.origin, '');
  const floorJs = measure(bareSite, bareHtml, await firstView(browser, `${bare.origin}/`)).js;
  const ourSite = fileIn('out', site.origin, basePath);
  const entries = clientEntries();
  const pages: PageSizes[] = [];
  // Turbopack copies small modules into each chunk that needs them; half a KiB a page is let pass.
  const twice: string[] = [];
  const twiceNotes: string[] = [];
  for (const { file, route } of routes) {
    const html = readFileSync(file, 'utf8');
    const view = await firstView(browser, `${site.origin}${basePath}${route}`);
    const { scripts, ...figures } = measure(ourSite, html, view);
    const chunks = scripts.map((file) => readFileSync(file, 'utf8'));
    const search = exclusiveShare({ chunks, entries, isFeature: isSearch });
    const copies = loadedTwice(
      scripts.map((file, index) => ({ file: relative('out', file), source: chunks[index]! })),
    );
    const copied = copies.reduce((total, { bytes }) => total + bytes, 0);
    for (const { id, files, bytes } of copies) {
      (copied > 512 ? twice : twiceNotes).push(
        `${route}: module ${id} (${bytes} B) comes in each of ${files.join(', ')}`,
      );
    }
    const { path: address } = pathLanguage(route);
    const kind = kinds.get(route) ?? 'not in lib/site/pages.ts';
    pages.push({ route, address, kind, ...figures, search });
  }
  await browser.close();
  const report = budgetReport({ budgets, budgetsFile, floorJs, pages });
  console.log(report.text);
  exitCode = report.exitCode;
  if (twiceNotes.length > 0)
    console.log(`\nLet pass: ${twiceNotes.length} copies of small modules, under 0.5 KiB a page.`);
  if (twice.length > 0) {
    console.log(
      `\nLoaded twice, over 0.5 KiB a page (one script should carry each):\n- ${twice.join('\n- ')}`,
    );
    exitCode = 1;
  }
} finally {
  site.stop();
  bare.stop();
}
process.exit(exitCode);
