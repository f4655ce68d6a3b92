import type { Page } from '@playwright/test';
import { demos } from '../../lib/content/demos';
import { projects } from '../../lib/content/projects';
import { count, siteTags } from '../../lib/site/site-tags';
import { isExternal } from '../../lib/urls.mjs';
import { siteDocuments } from '../../lib/search/documents';
import { keptFiles } from './deployments';
import { termOf, tokenize } from '../../lib/article/words';
import {
  expect,
  relative,
  test,
  untilControlled,
  violationsInBothSchemes,
  needsDemo,
} from './fixtures';

const searchButton = (page: Page) => page.getByRole('button', { name: /^Search/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const box = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const option = (page: Page, name: string | RegExp) => page.getByRole('option', { name });

// The owner's own projects (the demos are found as demos), each searched for by a word of its title.
const found = projects.filter((project) => isExternal(project.target));
const [first, second = first, third = first] = found;
const longestWord = (title: string) =>
  (title.match(/[\p{L}\p{N}]+/gu) ?? [title]).reduce((a, b) => (b.length > a.length ? b : a));
const titled = (project = first) =>
  new RegExp(project!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const word = longestWord(first!.title);
// The owner's one-word tag on the most cards and posts.
const busiestTag = siteTags()
  .filter((tag) => /^[\p{L}\p{N}]+$/u.test(tag.label))
  .reduce((a, b) => (count(b) > count(a) ? b : a));
// A letter left out after the first three: a typo the search still forgives.
const typo = `${word.slice(0, 3)}${word.slice(4)}`;

// Each test loads a page or two and the dialog's code; axe inside it takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Opens the search from the home page, once React handles the button. */
async function openSearch(page: Page, route = '/') {
  await page.goto(relative(route));
  await expect(page.getByRole('radio', { name: 'Light' })).toBeEnabled();
  await searchButton(page).click();
  await expect(box(page)).toBeFocused();
}

test('opens by its button and finds projects by a prefix and by a typo', async ({ page }) => {
  const searchFiles: string[] = [];
  page.on('request', (request) => {
    if (/search[-.]/.test(request.url())) searchFiles.push(new URL(request.url()).pathname);
  });
  await page.goto(relative('/'));
  await expect(page.getByRole('radio', { name: 'Light' })).toBeEnabled();
  expect(searchFiles, 'nothing of search loads with the page').toEqual([]);
  await searchButton(page).click();
  await expect(box(page)).toBeFocused();
  await box(page).fill(word.slice(0, 4).toLowerCase());
  await expect(option(page, titled())).toBeVisible();
  await box(page).fill(typo.toLowerCase());
  await expect(option(page, titled())).toBeVisible();
  await expect(option(page, titled()).locator('mark').first()).toHaveText(word);
  await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/);
  expect(searchFiles.filter((url) => /\.json(\.gz)?$/.test(url))).toEqual([
    '/search-words.json',
    '/search-titles.json.gz',
    '/search-text.json.gz',
    '/search-leads.json.gz',
  ]);
});

test('/, Control+K and Meta+K open it, Escape closes it and gives the focus back', async ({
  page,
}) => {
  needsDemo('clock');
  await page.goto(relative('/clock'));
  await expect(page.getByRole('radio', { name: 'Light' })).toBeEnabled();
  const start = page.locator('#start_stop');
  for (const shortcut of ['/', 'Control+k', 'Meta+k']) {
    await start.focus();
    await page.keyboard.press(shortcut);
    await expect(box(page), shortcut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(start, shortcut).toBeFocused();
  }
});

test('leaves / to the markdown editor', async ({ page }) => {
  needsDemo('markdown');
  await page.goto(relative('/markdown'));
  await expect(page.locator('#editor')).toHaveAttribute('data-live', 'true');
  await page.locator('#editor').press('ControlOrMeta+End');
  await page.locator('#editor').press('/');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('#editor')).toHaveValue(/\/$/);
});

test('works with the keyboard alone: Tab to it, type, arrows, Enter opens the page', async ({
  page,
  context,
}) => {
  // A project elsewhere opens in a new tab; that site is stubbed: tests never leave this machine.
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
  );
  await page.goto(relative('/'));
  await expect(page.getByRole('radio', { name: 'Light' })).toBeEnabled();
  for (let tabs = 0; tabs < 10; tabs += 1) {
    await page.keyboard.press('Tab');
    if (await searchButton(page).evaluate((button) => button === document.activeElement)) break;
  }
  await expect(searchButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  // The tag first (a title match), then what is tagged with it.
  await page.keyboard.type(busiestTag.label.toLowerCase());
  const [tag, demo] = [page.getByRole('option').first(), page.getByRole('option').nth(1)];
  await expect(tag).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(tag).toHaveAttribute('aria-selected', 'false');
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await demo.getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await expect(tag).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  // The second result's page, whatever kind it is: in the site, or a project elsewhere.
  // An option is named by its address (components/search/search-results.tsx).
  const id = (await demo.getAttribute('id'))!;
  const opened = decodeURIComponent(id.slice(id.indexOf('-hit-') + '-hit-'.length));
  if (/^https:/.test(opened)) {
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await expect(popup).toHaveURL(opened);
  } else {
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${opened.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(dialog(page)).toBeHidden();
  }
});

test('shows hostile and odd queries as text, without errors', async ({ page }) => {
  await openSearch(page);
  await box(page).fill('<img src=x onerror="document.title=1">');
  await expect(dialog(page).getByRole('status')).toHaveText('No results.');
  await expect(box(page)).toHaveValue('<img src=x onerror="document.title=1">');
  for (const typed of ['.*(', '?!…', '🚀', 'שלום']) {
    await box(page).fill(typed);
    await expect(dialog(page).getByRole('status')).toHaveText('No results.');
  }
  // 10,000 characters, put in as a paste does.
  const pasted = `${word} ${'x'.repeat(9_999 - word.length)}`;
  await box(page).evaluate((input: HTMLInputElement, text) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, pasted);
  await expect(dialog(page).getByRole('status')).toHaveText('No results.');
  await box(page).fill(word);
  await expect(option(page, titled())).toBeVisible();
  expect(await page.title()).not.toBe('1');
});

test('works offline after one visit, from any page', async ({ page, context }) => {
  // From a demo's page, never opened, for another demo (or itself, the owner's only one).
  const [from, sought = from] = Object.values(demos);
  test.skip(!from, "the owner's site has no demo (lib/content/demos.ts)");
  await page.goto(relative('/'));
  await untilControlled(page);
  await context.setOffline(true);
  await openSearch(page, from!.path);
  await box(page).fill(longestWord(sought!.title));
  await expect(option(page, sought!.title)).toBeVisible();
});

// A word of one page's body that no title, summary or tag has: only the full text's index finds it.
function bodyWord() {
  const documents = siteDocuments();
  const named = new Set(
    documents.flatMap((d) =>
      tokenize([d.title, d.summary, ...(d.tags ?? [])].join(' ')).map(termOf),
    ),
  );
  const pagesWith = (term: string) =>
    documents.filter((d) => tokenize(d.text).map(termOf).includes(term));
  for (const document of documents) {
    for (const word of tokenize(document.text)) {
      const term = termOf(word);
      if (/^\p{L}{7,}$/u.test(term) && !named.has(term) && pagesWith(term).length === 1)
        return { word: term, title: document.title };
    }
  }
  return undefined;
}

test('finds a word of a page’s body offline, never having searched online', async ({
  page,
  context,
}) => {
  const sought = bodyWord();
  test.skip(!sought, "no page of the owner's has a word of its own in its body");
  await page.goto(relative('/'));
  await untilControlled(page);
  // Kept at install after every language's pages, as room allows: a large site in three
  // languages (4.98 of 5 MiB) leaves it for later, and search says what it searched.
  const textKept = (await keptFiles(page)).some((path) => path.endsWith('/search-text.json.gz'));
  await context.setOffline(true);
  await openSearch(page);
  await box(page).fill(sought!.word);
  if (!textKept) {
    await expect(dialog(page).getByRole('status')).toContainText('Only titles');
    return;
  }
  await expect(option(page, sought!.title)).toBeVisible();
  await expect(dialog(page).getByRole('status')).not.toContainText('Only titles');
});

test('works when the network hangs, with the worker in control', async ({ page, context }) => {
  await page.goto(relative('/'));
  await untilControlled(page);
  await context.route('**/*', () => {});
  await expect(page.getByRole('radio', { name: 'Light' })).toBeEnabled();
  await searchButton(page).click();
  await box(page).fill(longestWord(second!.title));
  await expect(option(page, titled(second))).toBeVisible();
});

test.describe('without the offline worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('says when the index does not come, and tries again', async ({ page }) => {
    await page.clock.install();
    let hang = true;
    await page.route('**/search-titles.json.gz', (route) => (hang ? undefined : route.continue()));
    await openSearch(page);
    await box(page).fill(longestWord(third!.title));
    await expect(page.getByText('Loading the search index…')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(dialog(page).getByRole('alert')).toContainText('could not load');
    hang = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(option(page, titled(third))).toBeVisible();
    await expect(box(page)).toHaveValue(longestWord(third!.title));
  });
});

for (const width of [320, 390, 768, 1023]) {
  test(`is one tap from the header bar at ${width} px, with the menu closed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(relative('/writing/'));
    await expect(page.getByRole('radio', { name: 'Light' })).toBeEnabled();
    const button = page.getByRole('banner').getByRole('button', { name: /^Search/ });
    await expect(button).toBeInViewport();
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Writing' }),
    ).toBeHidden();
    await button.click();
    await expect(box(page)).toBeFocused();
  });
}

test.describe('without the offline worker, the full text not coming', () => {
  test.use({ serviceWorkers: 'block', allowedConsoleErrors: [/ERR_FAILED/] });

  test('says that only titles, tags and summaries are searched, and searches them', async ({
    page,
  }) => {
    await page.route('**/search-text.json.gz', (route) => route.abort());
    await openSearch(page);
    await box(page).fill(longestWord(second!.title));
    await expect(option(page, titled(second))).toBeVisible();
    await expect(dialog(page).getByRole('status')).toContainText(
      'Only titles, tags and summaries were searched',
    );
    await page.unroute('**/search-text.json.gz');
    await page.getByRole('button', { name: 'Search the full text again' }).click();
    await expect(dialog(page).getByRole('status')).not.toContainText('Only titles');
    await expect(option(page, titled(second))).toBeVisible();
  });
});

test.describe('on a phone 320 px wide, in dark mode', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the dialog fits, and axe finds nothing in it, light or dark', async ({ page }) => {
    await openSearch(page);
    await box(page).fill(word);
    await expect(option(page, titled())).toBeVisible();
    const { x, width } = (await dialog(page).boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await violationsInBothSchemes(page, 'dialog')).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows no search control', async ({ page }) => {
    await page.goto(relative('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(searchButton(page)).toBeHidden();
  });
});
