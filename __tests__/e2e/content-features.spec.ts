import { tagPath } from '../../lib/site/site-tags';
import { tagSlug } from '../../lib/tags';
import { codePost, draft, mathPost, story } from './fixture-content';
import { fixtureTest as test } from './fixture-site';
import { expect, relative, untilControlled } from './fixtures';

// What a story or a post may hold, on the fixture site (fixture-content.ts), which holds each of
// them whatever the owner writes.

const storyPage = `/projects/${story.slug}/`;
const mathTag = tagPath(tagSlug(mathPost.tag));

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a project page shows its story, facts and links', async ({ page }) => {
    await page.goto(relative(storyPage));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.locator('h1')).toHaveCount(1);
    for (const tag of story.tags) {
      await expect(
        page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag }),
      ).toHaveAttribute('href', /\/tags\/[^/]+\/$/);
    }
    const links = page.getByRole('list', { name: 'Links' }).getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('target', '_blank');
    await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'All projects' })).toBeVisible();
  });

  test('a story with a role and a start shows them as facts', async ({ page }) => {
    await page.goto(relative(storyPage));
    await expect(page.locator('dl dt')).toContainText(['Role', 'Period']);
  });

  test('a story with three headings or more has a contents list', async ({ page }) => {
    await page.goto(relative(storyPage));
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText([
      'The problem',
      'The approach',
      'What I learned',
    ]);
  });

  test('a story’s code is coloured on the server', async ({ page }) => {
    await page.goto(relative(storyPage));
    await expect(page.locator('pre code .token').first()).toBeVisible();
  });

  test('a story’s picture is served as resized copies', async ({ page }) => {
    await page.goto(relative(storyPage));
    await expect(page.getByRole('img', { name: story.pictureAlt })).toHaveAttribute(
      'srcset',
      /\.webp \d+w/,
    );
  });

  test('an old address of a post leads to the post, without a script', async ({ page }) => {
    await page.goto(relative(codePost.oldAddress));
    await expect(page).toHaveURL((url) => url.pathname.endsWith(`/writing/${codePost.slug}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(codePost.title);
  });
});

// Not tagged @base-path: site.spec.ts follows the cards' links under BASE_PATH on the owner's site.
test('a card with a story links its page, and a heading link scrolls to its heading', async ({
  page,
}) => {
  await page.goto(relative('/'));
  await page.getByRole('link', { name: `Read the story of ${story.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${story.slug}/$`));
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Projects' }),
  ).toHaveAttribute('aria-current', 'true');
  const last = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').last();
  const name = await last.innerText();
  await last.click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport();
  await page.getByRole('link', { name: `Link to “${name}”` }).focus();
  await expect(page).toHaveURL(/#user-content-/);
});

test('story, post (formulas and diagrams too) and tag pages load no script the home page does not', async ({
  request,
}) => {
  const scripts = async (path: string) =>
    [
      ...(await (await request.get(relative(path))).text()).matchAll(/<script[^>]* src="([^"]+)"/g),
    ].map(([, src]) => src!);
  const home = new Set(await scripts('/'));
  expect(home.size).toBeGreaterThan(0);
  for (const path of [
    storyPage,
    `/writing/${codePost.slug}/`,
    `/writing/${mathPost.slug}/`,
    '/writing/',
    '/tags/',
    mathTag,
  ]) {
    expect(
      (await scripts(path)).filter((src) => !home.has(src)),
      path,
    ).toEqual([]);
  }
});

test.describe('offline', () => {
  // Navigation data of a page kept once opened is not kept: the worker answers it 503, so Next.js
  // loads the whole (kept) page instead, and the browser logs that 503.
  test.use({ allowedConsoleErrors: [/status of 503 .*index\.txt\?_rsc=/] });

  test('offline after one visit, with the worker in control: a story, a post and a tag page once opened', async ({
    page,
    context,
  }) => {
    // Installing keeps every page first: as long as the machine needs.
    test.slow();
    await page.goto(relative('/'));
    await untilControlled(page);
    // Tag pages are kept once opened, not at install.
    await page.goto(relative(mathTag));
    await context.setOffline(true);
    await page.goto(relative(storyPage));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Writing' })
      .click();
    await page.getByRole('link', { name: mathPost.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mathPost.title);
    await page.getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tagged');
  });

  test.describe('at 1280 px on a 2× screen', () => {
    test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });

    // The install keeps one width of a new post's picture (960); this screen asks for another.
    test('a post’s picture shows from the one width the worker kept', async ({ page, context }) => {
      test.slow();
      await page.goto(relative('/'));
      await untilControlled(page);
      await context.setOffline(true);
      await page.goto(relative(`/writing/${mathPost.slug}/`));
      const picture = page.getByRole('img', { name: mathPost.pictureAlt });
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /-1472\.webp$/,
      );
    });
  });
});

test.describe('drafts', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a draft has no page and is in no list, tag or sitemap', async ({ page, request }) => {
    const response = await page.goto(relative(`/writing/${draft.slug}/`));
    expect(response?.status()).toBe(404);
    for (const path of ['/sitemap.xml', '/writing/', mathTag]) {
      const answer = await request.get(relative(path));
      expect(answer.status(), path).toBe(200);
      const text = await answer.text();
      expect(text, path).not.toContain(`/writing/${draft.slug}/`);
      expect(text, path).not.toContain(draft.title);
    }
  });
});
