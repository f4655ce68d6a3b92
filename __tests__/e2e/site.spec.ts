import type { Locator, Page } from '@playwright/test';
import { expectNoShiftsOnSlowLoads } from './layout-shifts';
import { demos } from '../../lib/content/demos';
import { owner } from '../../lib/site/owner';
import { headerProfiles } from '../../lib/schema/profiles';
import { projects } from '../../lib/content/projects';
import { storyPath } from '../../lib/site/stories';
import { siteTags, tagPath } from '../../lib/site/site-tags';
import { sitePages } from '../../lib/site/pages';
import type { Project } from '../../lib/schema/content';
import { isExternal } from '../../lib/urls.mjs';
import {
  expect,
  expectEveryCardImageShown,
  projectCards,
  relative,
  routes,
  test,
  pathSensitive,
  hostDependent,
  needsDemo,
} from './fixtures';

// The header's two profiles, as owner.ts chooses them.
const headerLinks = headerProfiles(owner.profiles, owner.headerNetworks).shown;
// Any of the owner's demos: the header is the same on each.
const aDemo = Object.values(demos)[0];

/**
 * The spec's rule for every card, as shown: its first link is its target (https:// in a new
 * window, a demo in the site), and a project with a story links its page second.
 */
async function expectCardLinks(page: Page, list: readonly Project[] = projects, grid?: string) {
  const cards = grid
    ? page.getByRole('list', { name: grid }).locator(':scope > li')
    : projectCards(page);
  await expect(cards).toHaveCount(list.length);
  for (const [index, project] of list.entries()) {
    const links = cards.nth(index).getByRole('link');
    const story = storyPath(project);
    await expect(links).toHaveCount(story ? 2 : 1);
    const first = links.first();
    if (isExternal(project.target)) {
      await expect(first).toHaveAttribute('href', project.target);
      await expect(first).toHaveAttribute('target', '_blank');
      await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      await expect(first).toHaveAttribute('href', new RegExp(`${project.target}/?$`));
      await expect(first).not.toHaveAttribute('target', /.*/);
    }
    if (story) {
      await expect(links.nth(1)).toHaveAttribute('href', new RegExp(`${story}$`));
      await expect(links.nth(1)).toHaveAccessibleName(`Read the story of ${project.title}`);
    }
  }
}

test.describe('every screen', pathSensitive, () => {
  // One page, screen after screen: what is checked is each screen's own HTML.
  test('each screen has the shared header, a title of its own and a description', async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const route of routes) {
      const response = await page.goto(relative(route));
      expect(response?.status(), route).toBe(200);

      const header = page.getByRole('banner');
      // The name is written normally and shown in capitals.
      await expect(header.getByText(owner.name)).toHaveText(owner.name);
      expect(
        await header.getByText(owner.name).evaluate((el) => (el as HTMLElement).innerText),
      ).toBe(owner.name.toUpperCase());
      await expect(header.getByText(String(new Date().getFullYear()))).toBeVisible();
      const nav = header.getByRole('navigation', { name: 'Profiles' });
      await expect(nav.getByRole('link')).toHaveCount(headerLinks.length + 1);
      for (const profile of headerLinks) {
        const name = `${profile.network} (opens in a new tab)`;
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          profile.url,
        );
      }
      await expect(nav.getByRole('link', { name: `${owner.name}, home` })).toBeVisible();

      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w+/);
      // One page heading; a markdown document shown in the preview keeps its own.
      await expect(page.locator('h1:not(#preview *)')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(owner.name));
      titles.add(await page.title());
    }
    expect(titles.size).toBe(routes.length);
  });

  test('is reachable with and without a trailing slash', hostDependent, async ({ request }) => {
    for (const route of routes.filter((r) => r !== '/')) {
      expect((await request.get(relative(`${route}/`))).status()).toBe(200);
      const bare = await request.get(relative(route), { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      expect(bare.headers().location).toMatch(new RegExp(`${route}/$`));
      expect((await request.get(relative(route))).status()).toBe(200);
    }
  });

  test('the logo leads home from a demo', async ({ page }) => {
    test.skip(!aDemo, "the owner's site has no demo (lib/content/demos.ts)");
    await page.goto(relative(aDemo!.path));
    await page.getByRole('link', { name: `${owner.name}, home` }).click();
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/\/$/);
  });

  test('links inside the site open their page in place, keeping the layout', async ({ page }) => {
    test.skip(!aDemo, "the owner's site has no demo (lib/content/demos.ts)");
    await page.goto(relative(aDemo!.path));
    // Live once the theme switch is (the footer hydrates with the layout the links live in).
    await expect(page.getByRole('group', { name: 'Theme' })).toBeEnabled();
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: `${owner.name}, home` }).click();
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});

test.describe('home grid', () => {
  test('is one column on a phone, two of even height from the medium breakpoint', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(relative('/'));
    // The card itself, not its list item: a card whose story link makes it taller stretches its row.
    const boxes = () =>
      projectCards(page).evaluateAll((items) =>
        items.map((item) => {
          const { x, y, height } = item.firstElementChild!.getBoundingClientRect();
          return { x, y, height };
        }),
      );
    const phone = await boxes();
    expect(phone).toHaveLength(projects.length);
    expect(new Set(phone.map((box) => box.x)).size).toBe(1);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const wide = await boxes();
      expect(new Set(wide.map((box) => box.x)).size, `${width} px`).toBe(2);
      expect(wide[0]!.y, `${width} px`).toBe(wide[1]!.y);
      expect(wide[2]!.y, `${width} px`).toBeGreaterThan(wide[0]!.y);
      for (const [index, box] of wide.entries()) {
        const beside = wide[index ^ 1];
        if (beside) expect(box.height, `${width} px, card ${index}`).toBe(beside.height);
      }
    }
  });

  test('shows every card with its title, image and target', pathSensitive, async ({ page }) => {
    await page.goto(relative('/'));
    await expect(projectCards(page)).toHaveCount(projects.length);
    await expectCardLinks(page);
    for (const [index, project] of projects.entries()) {
      const card = projectCards(page).nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toContainText(project.title);
      await expect(card.getByRole('img', { name: project.imageAlt })).toHaveCount(1);
      if (project.description) await expect(card.getByText(project.description)).toBeVisible();
    }
  });

  test('loads every card image, once scrolled to', async ({ page }) => {
    await page.goto(relative('/'));
    await expectEveryCardImageShown(page);
  });

  test('an internal card navigates inside the site', pathSensitive, async ({ page }) => {
    needsDemo('clock');
    await page.goto(relative('/'));
    await page.getByRole('link', { name: demos.clock!.title }).click();
    await expect(page).toHaveURL(/\/clock\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: demos.clock!.title })).toBeVisible();
  });

  test('an external card opens a new window and leaves the site open', async ({
    page,
    context,
  }) => {
    // The other site is stubbed: tests never leave this machine.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    await page.goto(relative('/'));
    const external = projects.find((project) => isExternal(project.target))!;
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: new RegExp(`^${external.title}`) }).click(),
    ]);
    await expect(popup).toHaveURL(external.target);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  });

  test("shows the visitor's year, not the build year", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
    await page.goto(relative('/'));
    await expect(page.getByRole('banner').getByText('2031')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home grid is complete', async ({ page }) => {
    await page.goto(relative('/'));
    await expectCardLinks(page);
    // The header's profiles the owner has, and the logo between them.
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Profiles' }).getByRole('link'),
    ).toHaveCount(headerLinks.length + 1);
  });

  test('a tag page links its cards as the home grid does', async ({ page }) => {
    const tag = siteTags().find((candidate) => candidate.projects.length > 0);
    test.skip(!tag, 'the content has no tagged project');
    await page.goto(relative(tagPath(tag!.slug)));
    await expectCardLinks(page, tag!.projects, 'Projects');
  });

  test.describe('the not-found page', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("links every project as the home grid's cards do", async ({ page }) => {
      const hrefs = (links: Locator) =>
        links.evaluateAll((all) => all.map((link) => link.getAttribute('href')).sort());
      await page.goto(relative('/'));
      const grid = await hrefs(projectCards(page).getByRole('link'));
      await page.goto(relative('/no/such/page'));
      const directory = await hrefs(
        page.getByRole('region', { name: /^(Try a demo|Or see a project)$/ }).getByRole('link'),
      );
      expect(directory).toEqual(grid);
    });

    test("keeps its own styles: no other page's stylesheet has them", async ({ page }) => {
      /** The selectors of the page's style rules that name a class of the element found. */
      const rulesNaming = (selector: string) =>
        page.evaluate((selector) => {
          const classes = [...(document.querySelector(selector)?.classList ?? [])];
          const found: string[] = [];
          const visit = (rules: CSSRuleList) => {
            for (const rule of rules) {
              if (rule instanceof CSSStyleRule) found.push(rule.selectorText);
              else if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
            }
          };
          for (const sheet of document.styleSheets) visit(sheet.cssRules);
          return found.filter((text) => classes.some((name) => text.includes(`.${name}`)));
        }, selector);
      await page.goto(relative('/no/such/page'));
      const directory = 'div:has(> section > #directory-demos)';
      expect(await page.locator(directory).evaluate((box) => getComputedStyle(box).display)).toBe(
        'grid',
      );
      const own = await rulesNaming(directory);
      expect(own.length).toBeGreaterThan(0);
      await page.goto(relative('/'));
      const home = await page.evaluate(() => document.documentElement.outerHTML);
      for (const selector of own) expect(home).not.toContain(selector.split(' ')[0]);
    });
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('every screen has a usable header and no sideways scrolling', async ({ page }) => {
    for (const route of routes) {
      await page.goto(relative(route));
      for (const link of await page.getByRole('banner').getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x, route).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, route).toBeLessThanOrEqual(320);
        expect(box.height, route).toBeGreaterThanOrEqual(44);
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('not found', pathSensitive, () => {
  // Chromium reports the 404 status of the page itself in the console; that is the point here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test(
    'an unknown path gets the friendly page with status 404',
    hostDependent,
    async ({ page }) => {
      needsDemo('clock');
      const response = await page.goto(relative('/no/such/page'));
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Nothing to see here!' }),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // A way on: every demo, and the projects elsewhere.
      await expect(
        page
          .getByRole('region', { name: 'Try a demo' })
          .getByRole('link', { name: demos.clock!.title }),
      ).toBeVisible();
      const elsewhere = projects.filter((project) => isExternal(project.target));
      await expect(
        page.getByRole('region', { name: 'Or see a project' }).getByRole('link'),
      ).toHaveCount(elsewhere.length + elsewhere.filter((project) => storyPath(project)).length);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    },
  );

  // Pages' data leaves the not-found tree out (lib/page-data.ts): a link within the site to a
  // missing page (an owner's post may have one) must still end on the not-found page.
  test('a link within the site to a missing page leads to the not-found page', async ({ page }) => {
    await page.goto(relative('/writing/'));
    await expect(page.locator('html')).toHaveAttribute('data-js', '');
    // What a click on one of the site's own links does.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/writing/no-such-post/',
      ),
    );
    await expect(page).toHaveURL(/\/writing\/no-such-post\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nothing to see here!' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

// React spells an absent part out in the page data as "$undefined": components write null.
test("no page's data spells out an undefined part", async ({ request }) => {
  for (const path of [...sitePages().map((page) => page.path), '/no/such/page']) {
    const html = await (await request.get(relative(path))).text();
    expect(html, path).toContain('self.__next_f');
    expect(html, path).not.toContain('\\"$undefined\\"');
  }
});

test.describe('loading', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const route of routes) {
    // The headless shell blocks notifications, so /clock swaps its Notify button for a note here.
    test(`${route} loads without any layout shift, also on a phone 8 times slower`, async ({
      page,
    }) => {
      test.slow(); // three loads, two of them on a CPU slowed 8 times
      await expectNoShiftsOnSlowLoads(page, relative(route));
    });
  }

  // Where a slow network cuts the page decides whether a load catches a link growing; here, always.
  test('home shows its profile links once its header is whole: a link still arriving cannot wrap', async ({
    page,
  }) => {
    test.skip(!owner.email && owner.profiles.length === 0, 'the owner lists no profile');
    const html = await (await page.request.get(relative('/'))).text();
    const list = html.indexOf('<ul', html.indexOf('<h1'));
    const lastLink = html.lastIndexOf('<li', html.indexOf('</ul>', list));
    const cut = html.indexOf('</a>', lastLink) - 2;
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) })
        : route.continue(),
    );
    await page.goto(relative('/'));
    const links = page.locator('main header ul');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(links).toHaveCount(1);
    await expect(links).toBeHidden();
    await page.unrouteAll();
    await page.goto(relative('/'));
    await expect(links).toBeVisible();
  });
});
