import { fixtureDemos, languages, story } from './fixture-content';
import { fixtureTest as test } from './fixture-site';
import { expect, relative, untilControlled, violationsInBothSchemes } from './fixtures';
import { basePath } from '../../lib/urls.mjs';
import { expectNoShiftsOnSlowLoads } from './layout-shifts';
import { keptFiles } from './deployments';

// The fixture site in English, French and Arabic (fixture-content.ts): a post with both
// translations beside it, a French post paired by translationKey, and posts with none.

const { translated, paired, untranslated } = languages;
const post = (slug: string, language = '') => `${language && `/${language}`}/writing/${slug}/`;

/** `<html lang dir>`, the canonical address and each hreflang link of a page, as served. */
async function head(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const attribute = (name: string) => new RegExp(`<html[^>]* ${name}="([^"]+)"`).exec(html)?.[1];
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
  return {
    lang: attribute('lang'),
    dir: attribute('dir'),
    canonical: new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).pathname,
    alternates: Object.fromEntries(links.map(([, tag, href]) => [tag, new URL(href!).pathname])),
  };
}

test('each page has its language and direction, and names its translations both ways', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const all = {
    en: post(translated.slug),
    fr: post(translated.slug, 'fr'),
    ar: post(translated.slug, 'ar'),
  };
  for (const [language, path] of Object.entries(all)) {
    const page = await head(origin, path);
    expect(page.lang, path).toBe(language);
    expect(page.dir, path).toBe(language === 'ar' ? 'rtl' : undefined);
    expect(page.canonical).toBe(path);
    expect(page.alternates, path).toEqual({ ...all, 'x-default': all.en });
  }
  // Paired by translationKey and Jekyll-Polyglot's lang: though their names differ.
  const pair = { en: post(paired.en), fr: post(paired.fr, 'fr') };
  for (const path of Object.values(pair)) {
    expect((await head(origin, path)).alternates, path).toEqual({ ...pair, 'x-default': pair.en });
  }
  // A story in three languages.
  const stories = {
    en: `/projects/${story.slug}/`,
    fr: `/fr/projects/${story.slug}/`,
    ar: `/ar/projects/${story.slug}/`,
  };
  for (const [language, path] of Object.entries(stories)) {
    const page = await head(origin, path);
    expect(page.lang, path).toBe(language);
    expect(page.alternates, path).toEqual({ ...stories, 'x-default': stories.en });
  }
  const frenchStory = await (await fetch(`${origin}${stories.fr}`)).text();
  expect(frenchStory).toContain(languages.story.fr);
  // Headed by the card's title in the page's language, else the default's, marked so.
  expect(frenchStory).toMatch(new RegExp(`<h1 class="[^"]+">${languages.card.fr}</h1>`));
  const arabicStory = await (await fetch(`${origin}${stories.ar}`)).text();
  expect(arabicStory).toContain(`lang="en" dir="ltr">${story.title}</h1>`);
  // The French home page's card leads to the French story. The owner's words given in French
  // (the card's title, resume.fr.json's label) are in French; the rest are marked as English,
  // and on the English page nothing is marked.
  const frenchHome = await (await fetch(`${origin}/fr/`)).text();
  expect(frenchHome).toContain(`href="${stories.fr}"`);
  expect(frenchHome).toMatch(/<p id="project-0-description" class="[^"]+" lang="en">/);
  expect(frenchHome).toMatch(new RegExp(`<span class="[^"]+">${languages.card.fr}</span>`));
  expect(frenchHome).toMatch(new RegExp(`<p class="[^"]+">${languages.tagline}</p>`));
  expect(frenchHome).toContain(`<meta name="description" content="${languages.tagline}"/>`);
  // A story left untranslated is the English page, and its link says so.
  const storyLinks = [...frenchHome.matchAll(/<a href="(\/(?:fr\/)?projects\/[^"]+)"[^>]*>/g)];
  expect(storyLinks.map(([, href]) => href)).toContain(stories.fr);
  for (const [link, href] of storyLinks) {
    expect(link.includes(' hrefLang="en"'), href).toBe(!href!.startsWith('/fr/'));
  }
  const home = await (await fetch(`${origin}/`)).text();
  expect(home).toMatch(/<p id="project-0-description" class="[^"]+">/);
  expect(home).not.toContain(languages.card.fr);
  expect(home).not.toContain(languages.tagline);
  // Arabic has neither: each of the card's words marked English, with its direction; the page's
  // own words in the card (its tags' list's name, its story link) left the page's, read in Arabic.
  const arabicHome = await (await fetch(`${origin}/ar/`)).text();
  const card = arabicHome.split('<article').find((part) => part.includes(`>${story.title}</span>`));
  expect(card).toMatch(/^ class="[^"]+">/);
  expect(card).toContain(`lang="en" dir="ltr">${story.title}</span>`);
  expect(card).toMatch(/<ul class="[^"]+" aria-label="[^"]+">/);
  expect(card).toMatch(/href="\/ar\/projects\/[^"]+"[^>]*>[^<]/);

  // The about page from resume.json with resume.fr.json over it.
  const about = { en: '/about/', fr: '/fr/about/', ar: '/ar/about/' };
  expect((await head(origin, about.fr)).alternates).toEqual({ ...about, 'x-default': about.en });
  expect(await (await fetch(`${origin}${about.fr}`)).text()).toContain(languages.resumeSummary);
  expect(await (await fetch(`${origin}${about.en}`)).text()).not.toContain(languages.resumeSummary);
  // Its PDF in French; none right to left (pdfkit lays out no right-to-left text).
  expect(await (await fetch(`${origin}${about.fr}`)).text()).toContain('href="/fr/resume.pdf"');
  const pdf = await fetch(`${origin}/fr/resume.pdf`);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('/Lang (fr)');
  expect((await fetch(`${origin}/ar/resume.pdf`)).status).toBe(404);
  const arabicAbout = await (await fetch(`${origin}${about.ar}`)).text();
  const pdfLink = /<a href="\/resume.pdf"[^>]*>.*?<\/a>/.exec(arabicAbout)?.[0];
  expect(pdfLink).toContain('hrefLang="en"');
  expect(pdfLink).toContain('(<span lang="en">English</span>)');
  // What resume.fr.json translates is French; what Arabic keeps of resume.json is marked English.
  const summary = (html: string) => /<p[^>]* data-owner-words=""[^>]*>[^<]*<\/p>/.exec(html)?.[0];
  expect(summary(arabicAbout)).toMatch(/ lang="en" dir="ltr">I build fast, plain sites.<\/p>$/);
  expect(summary(await (await fetch(`${origin}${about.fr}`)).text())).toMatch(
    new RegExp(`data-owner-words="">${languages.resumeSummary}</p>$`),
  );

  const alone = await head(origin, post(untranslated));
  expect(alone.alternates).toEqual({});
  expect((await fetch(`${origin}${post(untranslated, 'fr')}`)).status).toBe(404);

  // Each language's feeds hold its posts, in its language, and its pages link them.
  const rss = await (await fetch(`${origin}/fr/feed.xml`)).text();
  expect(rss).toContain('<language>fr</language>');
  expect(rss).toContain(`<title>${translated.fr}</title>`);
  expect(rss).not.toContain('Matrices');
  expect(await (await fetch(`${origin}/feed.xml`)).text()).not.toContain(translated.fr);
  const french = await (await fetch(`${origin}${all.fr}`)).text();
  expect(french).toMatch(
    /<link rel="alternate" type="application\/rss\+xml" href="\/fr\/feed.xml"/,
  );
  // Named as the language lists them: with the Arabic comma on /ar/.
  const arabicWriting = await (await fetch(`${origin}/ar/writing/`)).text();
  expect(arabicWriting.replace(/<[^>]*>/g, '')).toContain('RSS، Atom أو JSON Feed.');

  // The sitemap names the translations too.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const entry = new RegExp(`<loc>[^<]*${all.fr}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0] ?? '';
  for (const [language, path] of Object.entries({ ...all, 'x-default': all.en })) {
    expect(entry).toMatch(new RegExp(`hreflang="${language}"\\s+href="[^"]*${path}"`));
  }
  // Each language's home is titled in its words.
  expect(await (await fetch(`${origin}/ar/`)).text()).toMatch(/<title>[^<]*معرض الأعمال<\/title>/);
});

test.describe('a missing address', () => {
  // The browser reports each 404 it is answered with.
  test.use({ allowedConsoleErrors: [/status of 404 .*\/pas-de-page\//] });

  test('under /fr/ gets the French not-found page, on our server and on nginx', async ({
    page,
    fixtureSite,
  }) => {
    for (const origin of [fixtureSite.own, fixtureSite.nginx]) {
      const response = await fetch(`${origin}${basePath()}/fr/pas-de-page/`);
      expect(response.status, origin).toBe(404);
      expect(await response.text(), origin).toMatch(/^<!DOCTYPE html><html lang="fr"/);
      expect((await fetch(`${origin}${basePath()}/pas-de-page/`)).status, origin).toBe(404);
    }
    const response = await page.goto(relative('/fr/pas-de-page/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rien à voir ici !');
    // The demos lead to their French pages; the English not-found page stays English.
    const demos = page.getByRole('region', { name: 'Essayer une démo' });
    await expect(demos.getByRole('link', { name: languages.clock.fr })).toHaveAttribute(
      'href',
      '/fr/clock/',
    );
    await page.getByRole('link', { name: 'Aller à l’accueil' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    // What the offline worker answers for a French page it did not keep: French, leading to /fr/.
    await page.goto(relative('/fr/offline/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indisponible hors ligne');
    const kept = page.getByRole('main').getByRole('link', { name: languages.clock.fr });
    await expect(kept).toHaveAttribute('href', '/fr/clock/');
    await page.goto(relative('/pas-de-page/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the switcher leads to the translation, else to that language’s home', async ({
    page,
    context,
  }) => {
    await page.goto(relative(post(translated.slug)));
    const switcher = page.getByRole('navigation', { name: 'Languages' });
    await expect(switcher.getByRole('link')).toHaveText(['English', 'Français', 'العربية']);
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`${post(translated.slug, 'fr')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.fr);
    // Dates as French writes them.
    await expect(page.locator('article time').first()).toHaveText('1 mars 2024');
    await page
      .getByRole('navigation', { name: 'Langues' })
      .getByRole('link', { name: 'العربية' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${post(translated.slug, 'ar')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.ar);

    // No translation: that language's home page.
    await page.goto(relative(post(untranslated)));
    await page
      .getByRole('navigation', { name: 'Languages' })
      .getByRole('link', { name: 'Français' })
      .click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The French archive lists the French posts only.
    await page.goto(relative('/fr/writing/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([paired.title, translated.fr]);
    await page.getByRole('link', { name: paired.title }).click();
    await expect(page).toHaveURL(new RegExp(`${post(paired.fr, 'fr')}$`));
    expect(await context.cookies()).toEqual([]);
  });
});

test('/ar/ mirrors the header, passes axe in both themes, and shifts nothing on a phone', async ({
  page,
}) => {
  test.slow(); // axe twice, then three loads, two of them on a CPU slowed 8 times
  await page.goto(relative('/ar/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Right to left: the owner's name, first in the bar, is at its right end; the year at its left.
  const name = await page.locator('header p').first().boundingBox();
  const year = await page.locator('header time').boundingBox();
  expect(name!.x).toBeGreaterThan(year!.x);
  // A card's English description reads left to right, aligned on the page's side as its title.
  const description = page.locator('article p[lang="en"][dir="ltr"]').first();
  await expect(description).toHaveCSS('text-align', 'right');
  expect(await violationsInBothSchemes(page)).toEqual([]);
  // At a phone's width, as the site's own slow-load tests: on a wide screen a slow load moves the
  // header's profiles in every language (its last column widens after the first paint), open.
  await page.setViewportSize({ width: 412, height: 823 });
  await expectNoShiftsOnSlowLoads(page, relative('/ar/'));
});

test('tags and demos have their pages in each language, the demo in its own English', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const math = { en: '/tags/math/', fr: '/fr/tags/math/', ar: '/ar/tags/math/' };
  const clocks = { en: '/clock/', fr: '/fr/clock/', ar: '/ar/clock/' };
  for (const all of [math, clocks]) {
    const french = await head(origin, all.fr);
    expect([french.lang, french.canonical]).toEqual(['fr', all.fr]);
    expect(french.alternates).toEqual({ ...all, 'x-default': all.en });
  }
  // A French post's tag leads to the French tag page: the cards and the French posts.
  await page.goto(relative(post(translated.slug, 'fr')));
  await page.getByRole('list', { name: 'Étiquettes' }).getByRole('link', { name: 'math' }).click();
  await expect(page).toHaveURL(/\/fr\/tags\/math\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('math');
  await expect(page.getByRole('link', { name: translated.fr })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Matrices', exact: true })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Langues' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/tags\/math\/$/);
  await expect(page.getByRole('link', { name: 'Matrices', exact: true })).toBeVisible();
  // On /ar/, an English tag's count follows its name, so to its left: not pulled into its run.
  await page.goto(relative('/ar/tags/'));
  const entry = page.locator('main li:has(> a[href^="/ar/tags/"])').filter({ hasText: /[a-z]/ });
  const name = await entry.first().getByRole('link').boundingBox();
  const count = await entry.first().locator('span').last().boundingBox();
  expect(count!.x + count!.width).toBeLessThanOrEqual(name!.x + 1);

  // The clock in French: the page's words French, the title given in demos.ts, the rest of the
  // owner's words and the demo itself marked English, and the demo still runs.
  await page.goto(relative('/fr/clock/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(languages.clock.fr);
  await expect(title).not.toHaveAttribute('lang');
  await expect(page.locator('article')).toHaveAttribute('lang', 'en');
  // The logo leads home in French.
  await expect(page.getByRole('banner').getByRole('link', { name: /accueil$/ })).toHaveAttribute(
    'href',
    '/fr/',
  );
  // The navigation's demos lead to their French pages, the untranslated titles marked English.
  const demos = page.getByRole('navigation', { name: 'Site' });
  const clockLink = demos.getByRole('link', { name: languages.clock.fr, includeHidden: true });
  await expect(clockLink).toHaveAttribute('href', '/fr/clock/');
  await expect(clockLink).toHaveAttribute('aria-current', 'page');
  const others = demos
    .getByRole('link', { includeHidden: true })
    .filter({ has: page.locator('span[lang="en"]') });
  await expect(others).toHaveCount(Object.keys(fixtureDemos).length - 1);
  await expect(page.locator('#time-left')).toHaveText('25:00');
  await page.locator('#start_stop').click();
  await expect(page.locator('#time-left')).not.toHaveText('25:00', { timeout: 3000 });
  await page.locator('#reset').click();
  await expect(page.locator('#time-left')).toHaveText('25:00');
  // The calculator on /ar/ keeps its keypad left to right.
  await page.goto(relative('/ar/calculator/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('article')).toHaveAttribute('dir', 'ltr');
  const [seven, nine] = [page.locator('#seven'), page.locator('#nine')];
  expect((await seven.boundingBox())!.x).toBeLessThan((await nine.boundingBox())!.x);
  // An English demo title in the Arabic navigation reads left to right: "25 + 5 Clock".
  const englishTitles = page.getByRole('banner').locator('nav li span[lang="en"]');
  await expect(englishTitles).toHaveCount(Object.keys(fixtureDemos).length);
  for (const title of await englishTitles.all()) await expect(title).toHaveAttribute('dir', 'ltr');
  // One draft in every language: typed on /fr/markdown/, it is in a second tab's English editor.
  await page.goto(relative('/fr/markdown/'));
  await page.locator('#editor').fill('# Brouillon');
  await expect(page.locator('#preview h1')).toHaveText('Brouillon');
  await expect
    .poll(() => page.evaluate(() => Object.values(localStorage)))
    .toContain('# Brouillon');
  const other = await page.context().newPage();
  await other.goto(relative('/markdown/'));
  await expect(other.locator('#editor')).toHaveValue('# Brouillon');
  await other.close();
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('French and Arabic pages, whose words are longer or mirrored, scroll no sideways', async ({
    page,
  }) => {
    for (const path of ['/fr/', '/fr/about/', '/ar/', '/ar/about/', post(translated.slug, 'ar')]) {
      await page.goto(relative(path));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
    }
  });
});

test('search on a French page speaks French and finds the French pages first', async ({ page }) => {
  await page.goto(relative('/fr/'));
  await page.getByRole('button', { name: /^Rechercher/ }).click();
  const box = page.getByRole('combobox', { name: 'Rechercher sur le site' });
  await box.fill('matrices');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText(translated.fr);
  // Every language is searched: the English post is found too, after.
  await expect(options.filter({ hasText: /^Matrices/ })).toHaveCount(1);
  await box.fill('copier');
  await expect(options.first()).toContainText(paired.title);
  // The French about page, by a word of resume.fr.json, named in French.
  await box.fill('sobres');
  await expect(options.first()).toContainText('À propos de');
});

test('on /ar/, a result in English reads left to right, aligned on the dialog’s side', async ({
  page,
}) => {
  await page.goto(relative('/ar/'));
  await page.getByRole('button', { name: /^بحث/ }).click();
  await page.getByRole('combobox').fill('matrices');
  const title = page
    .getByRole('option')
    .filter({ hasText: /^Matrices/ })
    .locator('span')
    .first();
  const [direction, gap] = await title.evaluate((element) => {
    const words = document.createRange();
    words.selectNodeContents(element);
    const { right } = element.getBoundingClientRect();
    return [getComputedStyle(element).direction, right - words.getBoundingClientRect().right];
  });
  expect(direction).toBe('ltr');
  expect(gap).toBeLessThan(1);
});

test.describe('offline, from the keyboard', () => {
  // Navigation data of a page kept once opened is not kept: the worker answers it 503, so Next.js
  // loads the whole (kept) page instead, and the browser logs that 503; and a missing page its 404.
  test.use({ allowedConsoleErrors: [/status of (503 .*index\.txt\?_rsc=|404 .*\/pas-de-page\/)/] });

  test('a visit to /fr/ keeps the French pages and their translations for offline', async ({
    page,
    context,
  }) => {
    test.slow(); // the install keeps every language's pages first
    await page.goto(relative('/fr/'));
    await untilControlled(page);
    // Each language's not-found and offline pages, each once (not /fr/404/ beside /fr/404.html).
    const kept = await keptFiles(page);
    for (const language of ['', '/fr', '/ar'])
      expect(kept).toEqual(
        expect.arrayContaining([`${language}/404.html`, `${language}/offline/index.html`]),
      );
    expect(kept.filter((path) => /^\/(fr|ar)\/404\//.test(path))).toEqual([]);
    await context.setOffline(true);
    // A French address the site lacks: the French not-found page, from the worker.
    const missing = await page.goto(relative('/fr/pas-de-page/'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rien à voir ici !');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto(relative('/fr/writing/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
    // From the keyboard: the post, then the switcher's Arabic link.
    await page.getByRole('link', { name: translated.fr }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.fr);
    const arabic = page.getByRole('navigation', { name: 'Langues' }).getByRole('link', {
      name: 'العربية',
    });
    for (
      let tab = 0;
      tab < 40 && !(await arabic.evaluate((link) => link === document.activeElement));
      tab += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(arabic).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
