import { recordLayoutShifts } from './layout-shifts';
import type { Page } from '@playwright/test';
import { owner } from '../../lib/site/owner';
import { projects } from '../../lib/content/projects';
import { siteColours } from '../../lib/site-colours';
import { searchWithTag, tagCounts, tagSlug } from '../../lib/tags';
import { siteLanguage } from '../../lib/site/language';
import { themeKey } from '../../lib/theme';
import { axe, expect, projectCards, relative, test, wcag22aa, needsDemo } from './fixtures';

const filter = (page: Page) => page.getByRole('group', { name: 'Show projects by tag' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toggle = (page: Page, label: string) =>
  filter(page).getByRole('button', { name: new RegExp(`^${escaped(label)} \\d+$`) });
/** Presses a tag's toggle, opening the folded tags first when it is one of them. */
async function press(page: Page, label: string) {
  if (!(await toggle(page, label).isVisible())) await filter(page).locator('summary').click();
  await toggle(page, label).click();
}
const shown = (page: Page) => projectCards(page).filter({ visible: true });
/** The titles of the cards on show, as written in the content. */
const titlesShown = (page: Page) =>
  shown(page).locator('h3 a > span:first-child').allTextContents();

// The owner's tags, held to the filter's rules: one that leaves some cards out, and another.
type Tag = ReturnType<typeof tagCounts>[number];
const ownTags = tagCounts(projects, siteLanguage);
const java = ownTags.find((tag) => tag.count < projects.length) ?? ownTags[0];
const python = ownTags.find((tag) => tag !== java);
const lacksTags = 'the owner’s cards have fewer than two tags';
/** The address's query for a tag, as the filter writes it, and a pattern for an address ending so. */
const tagQuery = (tag: Tag) => searchWithTag('', tag.slug);
const endsWithTag = (tag: Tag) => new RegExp(`${escaped(tagQuery(tag))}$`);
const titlesTagged = (tag: Tag) =>
  projects
    .filter((project) => project.tags?.some((label) => tagSlug(label) === tag.slug))
    .map((project) => project.title);

test.describe('the introduction', () => {
  test("names the owner as the page's heading and links every profile", async ({ page }) => {
    await page.goto(relative('/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
    await expect(page.getByText(owner.tagline)).toBeVisible();
    const intro = page.getByRole('main').getByRole('list', { name: 'Profiles' });
    for (const profile of owner.profiles) {
      const name = `${profile.network} (opens in a new tab)`;
      await expect(intro.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        profile.url,
      );
    }
  });
});

test.describe('the tag filter', () => {
  test.beforeEach(() => test.skip(!java || !python, lacksTags));
  test('chooses a tag: only its cards, the count said once, the tag in the address', async ({
    page,
  }) => {
    await page.goto(relative('/'));
    await expect(page.getByRole('status')).toHaveText(`Showing all ${projects.length} projects`);
    await press(page, java!.label);
    await expect(toggle(page, java!.label)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${java!.count} of ${projects.length} projects`,
    );
    // One live region says it; nothing else on the page is live.
    await expect(
      page.getByRole('main').locator('[aria-live], [role="status"], [role="alert"]'),
    ).toHaveCount(1);
    expect(new URL(page.url()).search).toBe(tagQuery(java!));
    expect(await titlesShown(page)).toEqual(titlesTagged(java!));
  });

  test('survives Back, Forward and reload', async ({ page }) => {
    await page.goto(relative('/'));
    await press(page, java!.label);
    await expect(page).toHaveURL(endsWithTag(java!));
    await press(page, python!.label);
    await expect(page).toHaveURL(endsWithTag(python!));
    expect(await titlesShown(page)).toEqual(titlesTagged(python!));

    await page.goBack();
    await expect(page).toHaveURL(endsWithTag(java!));
    await expect(toggle(page, java!.label)).toHaveAttribute('aria-pressed', 'true');
    expect(await titlesShown(page)).toEqual(titlesTagged(java!));

    await page.reload();
    await expect(toggle(page, java!.label)).toHaveAttribute('aria-pressed', 'true');
    expect(await titlesShown(page)).toEqual(titlesTagged(java!));

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(toggle(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveCount(projects.length);
    await page.goForward();
    await expect(toggle(page, java!.label)).toHaveAttribute('aria-pressed', 'true');
  });

  test('shows every card again when the logo leads home', async ({ page }) => {
    await page.goto(relative(`/${tagQuery(python!)}`));
    // The theme switch turns on once the page is live: the logo then navigates in-site.
    await expect(page.getByRole('group', { name: 'Theme' })).toBeEnabled();
    await expect(toggle(page, python!.label)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: /, home$/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(toggle(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status')).toHaveText(`Showing all ${projects.length} projects`);
    await expect(shown(page)).toHaveCount(projects.length);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto(relative('/'));
    await toggle(page, 'All').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const first = tagCounts(projects, siteLanguage)[0]!;
    await expect(toggle(page, first.label)).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveCount(first.count);
    await page.keyboard.press('Space');
    await expect(shown(page)).toHaveCount(projects.length);
  });

  test('shows every card for a tag it does not know, with no error', async ({ page }) => {
    await page.goto(relative('/?tag=cobol'));
    await expect(toggle(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toHaveCount(projects.length);
  });

  test('has no accessibility violations while filtering', async ({ page }) => {
    await page.goto(relative(`/${tagQuery(java!)}`));
    await expect(toggle(page, java!.label)).toHaveAttribute('aria-pressed', 'true');
    const { violations } = await axe(page).analyze();
    expect(violations.map(({ id }) => id)).toEqual([]);
  });
});

test.describe('a shared address with a tag, before any of the page’s scripts have run', () => {
  // The framework's scripts never arrive: what shows is the pre-rendered page and the first-paint
  // script alone, which is what a slow phone paints first.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test.beforeEach(() => test.skip(!java || !python, lacksTags));

  test('is filtered already, with the tag marked chosen', async ({ page }) => {
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto(relative(`/${tagQuery(java!)}`));
    expect(await titlesShown(page)).toEqual(titlesTagged(java!));
    const background = (label: string) =>
      toggle(page, label).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(await background(java!.label)).not.toBe(await background('All'));
    expect(await background('All')).toBe(await background(python!.label));
  });
});

test('hydrating with a tag in the address moves nothing', async ({ page }) => {
  test.skip(!java, lacksTags);
  // Only what moves inside the page's content (the filter and the grid this test is about): the
  // shared header can move by a few pixels while a loaded machine hydrates it, a finding of its own.
  const shiftsOnceSettled = await recordLayoutShifts(page, { within: 'main' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(relative(`/${tagQuery(java!)}`), { waitUntil: 'networkidle' });
  await expect(toggle(page, java!.label)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toHaveText(
    `Showing ${java!.count} of ${projects.length} projects`,
  );
  expect(await shiftsOnceSettled()).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('every card shows, no filter or theme switch is offered, the system theme applies', async ({
    page,
  }) => {
    await page.goto(relative('/?tag=java'));
    await expect(shown(page)).toHaveCount(projects.length);
    await expect(filter(page)).toBeHidden();
    await expect(page.getByRole('group', { name: 'Theme' })).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      rgb(siteColours.dark),
    );
  });
});

/** `#121318` as getComputedStyle writes it. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Records the page's background in the first frame the browser draws, before anything is shown. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = getComputedStyle(document.documentElement).getPropertyValue('--color-bg');
      const body = document.body && getComputedStyle(document.body).backgroundColor;
      sessionStorage.setItem('firstFrame', JSON.stringify({ root: root.trim(), body }));
    });
  });
}
const firstFrame = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('firstFrame') ?? 'null'));

for (const [system, chosen] of [
  ['light', 'Dark'],
  ['dark', 'Light'],
] as const) {
  test.describe(`the theme switch, on a ${system} system`, () => {
    test.use({ colorScheme: system });
    const colour = siteColours[chosen.toLowerCase() as 'light' | 'dark'];
    const painted = { root: colour, body: rgb(colour) };

    test(`${chosen}, chosen in the footer, is painted from the first frame after a reload`, async ({
      page,
    }) => {
      await recordFirstFrame(page);
      await page.goto(relative('/'));
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('radio', { name: chosen }).check();
      await expect(page.locator('body')).toHaveCSS('background-color', rgb(colour));

      await page.reload();
      expect(await firstFrame(page)).toEqual(painted);
      await expect(footer.getByRole('radio', { name: chosen })).toBeChecked();
      // The browser's own bar takes the first theme-color tag that matches.
      expect(await page.locator('meta[name="theme-color"]').first().getAttribute('content')).toBe(
        colour,
      );
    });

    test.describe('once chosen', () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: themeKey,
          value: chosen.toLowerCase(),
        });
        await recordFirstFrame(page);
      });

      test(`${chosen} paints every other page from its first frame, with no violations`, async ({
        page,
      }) => {
        needsDemo('calculator');
        await page.goto(relative('/calculator'));
        expect(await firstFrame(page)).toEqual(painted);
        const { violations } = await axe(page).withTags(wcag22aa).analyze();
        expect(violations.map(({ id }) => id)).toEqual([]);
      });

      test('System gives the page back to the system theme', async ({ page }) => {
        await page.goto(relative('/'));
        const footer = page.getByRole('contentinfo');
        // The pre-rendered switch shows System until the page is live and reads the stored
        // choice; a click on System before then would find it already checked and do nothing.
        await expect(footer.getByRole('radio', { name: chosen })).toBeChecked();
        await footer.getByRole('radio', { name: 'System' }).check();
        await expect(page.locator('body')).toHaveCSS('background-color', rgb(siteColours[system]));
        expect(await page.evaluate((key) => localStorage.getItem(key), themeKey)).toBeNull();
      });
    });
  });
}

test.describe('card pictures', () => {
  const filterOf = (page: Page) =>
    projectCards(page)
      .first()
      .getByRole('img')
      .evaluate((image) => getComputedStyle(image).filter);

  test('are dimmed in the dark theme only', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(relative('/'));
    expect(await filterOf(page)).toBe('none');
    // The filter eases in over 150 ms: read it once the transition has run.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => filterOf(page)).toMatch(/brightness\(0\.8\)/);
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => filterOf(page)).toBe('none');
  });
});

test.describe('long project titles (#20)', () => {
  // One page, resized: the card's width is all that changes with the screen.
  test('a 40-letter word breaks inside its card at 320, 768 and 1280 px', async ({ page }) => {
    await page.goto(relative('/'));
    const card = projectCards(page).first();
    const title = card.getByRole('heading');
    await title.evaluate((heading) => {
      heading.querySelector('a span')!.textContent = 'Supercalifragilisticexpialidociousness40';
    });
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const cardBox = (await card.boundingBox())!;
      const titleBox = (await title.boundingBox())!;
      expect(titleBox.x + titleBox.width, `${width} px`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
      expect(
        await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth),
        `${width} px`,
      ).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(width);
    }
  });
});

test.describe('the first screen', () => {
  test("asks for the first card's picture alone at high priority, and preloads no logo", async ({
    page,
  }) => {
    await page.goto(relative('/'));
    const first = await projectCards(page).first().locator('img').getAttribute('src');
    const high = await page
      .locator('[fetchpriority="high"]')
      .evaluateAll((elements) =>
        elements.map((element) =>
          ['src', 'href', 'imagesrcset'].map((name) => element.getAttribute(name)).join(' '),
        ),
      );
    expect(high.length).toBeGreaterThan(0);
    for (const asked of high) expect(asked).toContain(first);
    // A preloaded picture loads at high priority too: the first card's is the only one.
    const preloaded = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('imagesrcset')}`),
      );
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]).toContain(first);
  });
});
