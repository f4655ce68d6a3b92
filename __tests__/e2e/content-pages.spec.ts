import { demos } from '../../lib/content/demos';
import { feedPostCount } from '../../lib/feeds/list';
import { posts } from '../../lib/site/posts';
import { siteTags } from '../../lib/site/site-tags';
import { expect, pathSensitive, projectCards, relative, test } from './fixtures';

// The owner's pages held to the rules. What a story or post may hold (contents, code, pictures,
// old addresses, drafts) is tested on the fixture site: content-features.spec.ts.
const post =
  posts().find((candidate) => candidate.cover && /[&<"]/.test(candidate.title)) ?? posts()[0]!;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the archive lists every post by year, newest first, with its date', async ({ page }) => {
    await page.goto(relative('/writing/'));
    const titles = await page
      .getByRole('listitem')
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
    expect(titles).toEqual(posts().map((p) => p.title));
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', posts()[0]!.date);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      posts()[0]!.date.slice(0, 4),
    );
  });

  test('a post shows its title as written, dates, reading time, cover and footnotes that work', async ({
    page,
  }) => {
    await page.goto(relative(`/writing/${post.slug}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', post.date);
    const footnote = page.locator('a[data-footnote-ref]').first();
    if (await footnote.count()) {
      await footnote.click();
      const target = (await footnote.getAttribute('href'))!;
      await expect(page.locator(target)).toBeInViewport();
    }
  });

  test('a tag page lists every project and post with that tag', async ({ page }) => {
    const tag =
      siteTags().find((candidate) => candidate.projects.length > 0 && candidate.posts.length > 0) ??
      siteTags()[0]!;
    await page.goto(relative(`/tags/${tag.slug}/`));
    await expect(projectCards(page)).toHaveCount(tag.projects.length);
    await expect(page.getByRole('heading', { level: 3 })).toContainText([
      ...tag.projects.map((p) => p.title),
      ...tag.posts.map((p) => p.title),
    ]);
  });

  test('the navigation works at 320 px without scrolling sideways, in the header’s menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(relative('/writing/'));
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav.getByRole('link', { name: 'Writing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [demo] = Object.values(demos);
    if (demo) {
      await nav.getByText('Demos').click();
      await nav.getByRole('link', { name: demo.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${demo.path}/$`));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

test('the header’s menu closes as the page changes under it, or on Escape, on a phone', async ({
  page,
}) => {
  const [demo, other] = Object.values(demos);
  test.skip(!demo || !other, 'the owner keeps fewer than two demos');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(relative(`${demo!.path}/`));
  const menu = page.getByRole('banner').locator('details').first();
  const nav = page.getByRole('navigation', { name: 'Site' });
  const menuButton = menu.locator('summary', { hasText: 'Menu' });
  const demosButton = nav.locator('summary');
  const link = nav.getByRole('link', { name: other!.title, exact: true });
  await menuButton.click();
  await expect(demosButton).toHaveAttribute('aria-current', 'true');
  // Escape closes the demos' list, then the menu, each giving the focus to its button.
  await demosButton.click();
  await link.focus();
  await page.keyboard.press('Escape');
  await expect(demosButton).toBeFocused();
  await expect(link).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open');
  // A link in the menu: the next page is not covered by the menu still open.
  await menuButton.click();
  await demosButton.click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${other!.path}/$`));
  await expect(page.locator('html')).toHaveAttribute('data-js', '');
  await expect(menu).not.toHaveAttribute('open');
  await menuButton.click();
  await expect(link).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Writing' })).not.toHaveAttribute('aria-current');
});

test.describe('feeds', () => {
  for (const [path, type] of [
    ['/feed.xml', 'application/rss+xml'],
    ['/atom.xml', 'application/atom+xml'],
    ['/feed.json', 'application/feed+json'],
  ] as const) {
    test(
      `${path} is linked from every page and lists the newest posts with working links`,
      pathSensitive,
      async ({ page, request, baseURL }) => {
        await page.goto(relative('/'));
        await expect(page.locator(`link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
          'href',
          new RegExp(`${path.replace('.', '\\.')}$`),
        );
        const response = await request.get(relative(path));
        expect(response.ok()).toBe(true);
        const body = await response.text();
        // Each entry's link and its title as a reader shows it (Atom's titles are HTML).
        const entries: { link: string; title: string }[] =
          path === '/feed.json'
            ? (JSON.parse(body) as { items: { url: string; title: string }[] }).items.map(
                (item) => ({ link: item.url, title: item.title }),
              )
            : await page.evaluate((text) => {
                const xml = new DOMParser().parseFromString(text, 'application/xml');
                if (xml.querySelector('parsererror')) throw new Error('not well-formed XML');
                return [...xml.querySelectorAll('item, entry')].map((entry) => {
                  const link = entry.querySelector('link')!;
                  const title = entry.querySelector('title')!;
                  return {
                    link: link.getAttribute('href') ?? link.textContent!,
                    title:
                      title.getAttribute('type') === 'html'
                        ? new DOMParser().parseFromString(title.textContent!, 'text/html').body
                            .textContent!
                        : title.textContent!,
                  };
                });
              }, body);
        const newest = posts().slice(0, feedPostCount);
        expect(entries.map((entry) => entry.title)).toEqual(newest.map((p) => p.title));
        const site = new URL(baseURL!);
        for (const { link } of entries) {
          // Absolute on the configured site address; the same path answers here.
          const { pathname } = new URL(link);
          const answer = await request.get(`${site.origin}${pathname}`);
          expect(answer.status(), link).toBe(200);
        }
      },
    );
  }
});
