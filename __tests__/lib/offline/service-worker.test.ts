/** @jest-environment node */
import { networkTimeoutSeconds } from '@/lib/offline/config.mjs';
import {
  hanging,
  installWorker,
  offline,
  pageBeingOpened,
  scope,
  serving,
  tab,
  type Tab,
} from './run-worker';

// The worker's rules, one a test, in milliseconds; offline.spec.ts shows them in Chromium.

const site = {
  'index.html': 'Home',
  'quotes/index.html': 'Quotes',
  'quotes/index.txt': 'Quotes, data for in-site navigation',
  '404.html': 'Nothing to see here!',
  'offline/index.html': 'Not available offline',
  'writing/old/index.html': 'An old post',
};
// Older posts are kept once opened, not at install.
const keptAtInstall = Object.keys(site).filter((path) => !path.startsWith('writing/'));
const keptAtInstallPaths = keptAtInstall.map((path) => `/portfolio/${path}`).sort();
/** The worker of the build of `site`, installed. */
const installed = () => installWorker(site, { kept: keptAtInstall });

describe('pages come from the network first', () => {
  afterEach(() => jest.useRealTimers());

  it('so a new deployment shows at once', async () => {
    const worker = await installed();
    worker.network = serving({ ...site, 'quotes/index.html': 'Quotes, deployed again' });
    expect(await worker.open('quotes/')).toEqual({ status: 200, text: 'Quotes, deployed again' });
  });

  it('without a network, from the copy kept at install', async () => {
    const worker = await installed();
    worker.network = offline;
    expect(await worker.open('quotes/')).toEqual({ status: 200, text: 'Quotes' });
    expect(await worker.open('quotes')).toEqual({ status: 200, text: 'Quotes' });
  });

  it('without a network, the data Next.js fetches for in-site navigation from the kept copy', async () => {
    const worker = await installed();
    worker.network = offline;
    expect(await worker.get('quotes/index.txt?_rsc=1x2y')).toEqual({
      status: 200,
      text: 'Quotes, data for in-site navigation',
    });
  });

  it('without a network, data the install left out answers 503, so Next.js loads the page instead', async () => {
    const worker = await installWorker(site, {
      kept: keptAtInstall.filter((path) => path !== 'quotes/index.txt'),
    });
    worker.network = offline;
    expect(await worker.get('quotes/index.txt?_rsc=1x2y')).toEqual({ status: 503, text: '' });
    expect(await worker.open('quotes/')).toEqual({ status: 200, text: 'Quotes' });
  });

  it(`from the kept copy when the network has not answered in ${networkTimeoutSeconds} s`, async () => {
    const worker = await installed();
    jest.useFakeTimers();
    worker.network = hanging;
    let answered = false;
    const answer = worker.open('quotes/').finally(() => (answered = true));
    await jest.advanceTimersByTimeAsync(networkTimeoutSeconds * 1000 - 1);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ status: 200, text: 'Quotes' });
  });

  it('without a network, a path the site lacks shows the not-found page, with status 404', async () => {
    const worker = await installed();
    worker.network = offline;
    expect(await worker.open('no/such/page/')).toEqual({
      status: 404,
      text: 'Nothing to see here!',
    });
  });
});

describe('a site in two languages, without a network', () => {
  const bilingual = {
    ...site,
    'fr/index.html': 'Accueil',
    'fr/404.html': 'Rien à voir ici !',
    'fr/offline/index.html': 'Indisponible hors ligne',
    'fr/writing/vieux/index.html': 'Un vieil article',
  };
  const kept = Object.keys(bilingual).filter((path) => !path.includes('writing/'));
  const worker = async () => {
    const visitor = await installWorker(bilingual, { kept });
    visitor.network = offline;
    return visitor;
  };

  it('answers a missing page under /fr/ with the French not-found page', async () => {
    const visitor = await worker();
    expect(await visitor.open('fr/pas/de/page/')).toEqual({
      status: 404,
      text: 'Rien à voir ici !',
    });
    // Elsewhere, the default language's.
    expect(await visitor.open('tags/nope/')).toEqual({ status: 404, text: 'Nothing to see here!' });
  });

  it('says in French that a French page was not kept', async () => {
    const visitor = await worker();
    expect(await visitor.open('fr/writing/vieux/')).toEqual({
      status: 503,
      text: 'Indisponible hors ligne',
    });
  });
});

describe('a page the install left out', () => {
  it('never opened, says without a network that it is not available offline, with status 503', async () => {
    const worker = await installed();
    worker.network = offline;
    for (const path of ['writing/old/', 'writing/old']) {
      expect(await worker.open(path)).toEqual({ status: 503, text: 'Not available offline' });
    }
  });

  it('is kept once opened, and shows without a network', async () => {
    const worker = await installed();
    expect(await worker.open('writing/old/')).toEqual({ status: 200, text: 'An old post' });
    await worker.idle();
    worker.network = offline;
    expect(await worker.open('writing/old/')).toEqual({ status: 200, text: 'An old post' });
  });

  it('is kept for its build only: the next build’s worker starts without it', async () => {
    const worker = await installed();
    await worker.open('writing/old/');
    await worker.idle();
    const next = await installWorker(site, { kept: keptAtInstall, caches: worker.caches });
    expect(await next.keptFiles()).toEqual(keptAtInstallPaths);
  });
});

describe('a file the install left out', () => {
  const files = {
    ...site,
    'images/old-post.webp': 'A picture of an old post',
    'search-text.json.gz': '{"the": "full text"}',
  };
  const worker = () => installWorker(files, { kept: keptAtInstall });

  it('a picture is kept once shown, and shows without a network', async () => {
    const visitor = await worker();
    expect(await visitor.get('images/old-post.webp', 'image')).toEqual({
      status: 200,
      text: 'A picture of an old post',
    });
    await visitor.idle();
    visitor.network = offline;
    expect(await visitor.get('images/old-post.webp', 'image')).toEqual({
      status: 200,
      text: 'A picture of an old post',
    });
  });

  it('the full-text search index is kept once searched, and answers without a network', async () => {
    const visitor = await worker();
    await visitor.get('search-text.json.gz');
    await visitor.idle();
    visitor.network = offline;
    expect(await visitor.get('search-text.json.gz')).toEqual({
      status: 200,
      text: '{"the": "full text"}',
    });
  });

  it('is kept for its build only: the next build’s worker starts without it', async () => {
    const visitor = await worker();
    await visitor.get('images/old-post.webp', 'image');
    await visitor.get('search-text.json.gz');
    await visitor.idle();
    const next = await installWorker(files, { kept: keptAtInstall, caches: visitor.caches });
    expect(await next.keptFiles()).toEqual(keptAtInstallPaths);
  });
});

it('keeps a page kept at install once, however often it is opened', async () => {
  const worker = await installed();
  await worker.open('quotes/');
  await worker.idle();
  expect(await worker.keptFiles()).toEqual(keptAtInstallPaths);
});

it('keeps one build’s files: a newer build’s file fetched early is dropped when it takes over', async () => {
  const newScript = '_next/static/chunks/next-build.js';
  const nextSite = { ...site, [newScript]: '// the next build' };
  const worker = await installed();
  worker.network = serving(nextSite);
  expect(await worker.get(newScript)).toEqual({ status: 200, text: '// the next build' });
  await worker.idle();
  const kept = [...keptAtInstall, newScript];
  const next = await installWorker(nextSite, { kept, caches: worker.caches });
  expect(await next.keptFiles()).toEqual(kept.map((path) => `/portfolio/${path}`).sort());
});

describe('a newer deployment’s waiting worker', () => {
  const home = tab('home');
  /**
   * Opens /quotes/ with these tabs open and a newer worker waiting, and the page says it has
   * loaded (unless `loads` is false): whether the newer worker was asked to take over.
   */
  async function askedToTakeOver(tabs: Tab[], network = serving(site), loads = true) {
    const worker = await installed();
    worker.tabs = tabs;
    worker.newer = { postMessage: jest.fn() };
    worker.network = network;
    await worker.open('quotes/');
    await worker.idle();
    if (loads) worker.dispatch('message', { data: { type: 'LOADED' }, source: pageBeingOpened });
    await worker.idle();
    return worker.newer.postMessage.mock.calls.some(([message]) => message.type === 'SKIP_WAITING');
  }

  it('takes over when the network serves the page that replaces the only one open', async () => {
    expect(await askedToTakeOver([home])).toBe(true);
  });

  it('takes over when the page being opened is already listed beside the one it replaces', async () => {
    expect(await askedToTakeOver([home, pageBeingOpened])).toBe(true);
  });

  it('waits until the page it opened has loaded: the switch would cut off its files', async () => {
    expect(await askedToTakeOver([home], serving(site), false)).toBe(false);
  });

  it('waits while another tab of this build is open', async () => {
    expect(await askedToTakeOver([home, tab('another tab', 'calculator/')])).toBe(false);
  });

  it('waits when the page comes from the kept copy: it needs this build’s files', async () => {
    expect(await askedToTakeOver([home], offline)).toBe(false);
  });
});

describe('a click on a phase notification', () => {
  const click = () => ({ notification: { close: jest.fn() } });

  it('closes it and brings the open timer tab to the front', async () => {
    const worker = await installed();
    const [home, clock] = [tab('home'), tab('clock', 'clock/#now')];
    worker.tabs = [home, clock];
    const event = click();
    worker.dispatch('notificationclick', event);
    await worker.idle();
    expect(event.notification.close).toHaveBeenCalled();
    expect(clock.focus).toHaveBeenCalled();
    expect(home.focus).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the timer when no tab shows it', async () => {
    const worker = await installed();
    worker.tabs = [tab('home')];
    worker.dispatch('notificationclick', click());
    await worker.idle();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${scope}clock/`);
  });
});
