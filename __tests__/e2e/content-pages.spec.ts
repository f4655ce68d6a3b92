import { demos } from '../../lib/content/demos';
import { keptPosts } from '../../lib/offline/config.mjs';
import { contentFiles } from '../../lib/site/content-files';
import { readMarkdownFolder } from '../../lib/site/markdown-files';
import { postRedirects, posts } from '../../lib/site/posts';
import { postSchema } from '../../lib/schema/content';
import { siteTags, tagPath } from '../../lib/site/site-tags';
import { tagSlug } from '../../lib/tags';
import { projectPages } from '../../lib/site/stories';
import { needsContents, outline } from '../../lib/article/outline';
import { expect, pathSensitive, projectCards, relative, test, untilControlled } from './fixtures';

// The owner's stories, held to the rules: the first with each feature, or the test says it lacks one.
const storyWith = (has: (body: string) => boolean) =>
  projectPages().find((page) => has(page.story.body));
const story = projectPages()[0];
const withContents = storyWith((body) => needsContents(outline(body)));
const withCode = storyWith((body) => /^ {0,3}(```|~~~)\s*[\w+#-]+/m.test(body));
const withPicture = storyWith((body) => /!\[[^\]]*\]\(\/|<img\s[^>]*src="\//.test(body));
const post =
  posts().find((candidate) => candidate.cover && /[&<"]/.test(candidate.title)) ?? posts()[0]!;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a project page shows its story, facts and links', async ({ page }) => {
    test.skip(!story, 'the owner has no story');
    await page.goto(relative(`/projects/${story!.slug}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.project.title);
    await expect(page.locator('h1')).toHaveCount(1);
    for (const tag of story!.project.tags ?? []) {
      await expect(
        page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag }),
      ).toHaveAttribute('href', /\/tags\/[^/]+\/$/);
    }
    for (const link of await page.getByRole('list', { name: 'Links' }).getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('link', { name: 'All projects' })).toBeVisible();
  });

  test('a story with a role and a start shows them as facts', async ({ page }) => {
    const dated = projectPages().find(({ story: { facts } }) => facts.role && facts.start);
    test.skip(!dated, 'no story of the owner’s has both a role and a start');
    await page.goto(relative(`/projects/${dated!.slug}/`));
    await expect(page.locator('dl dt')).toContainText(['Role', 'Period']);
  });

  test('a story with three headings or more has a contents list', async ({ page }) => {
    test.skip(!withContents, 'no story of the owner’s has three headings');
    await page.goto(relative(`/projects/${withContents!.slug}/`));
    await expect(
      page.getByRole('navigation', { name: 'Contents' }).getByRole('link'),
    ).not.toHaveCount(0);
  });

  test('a story’s code is coloured on the server', async ({ page }) => {
    test.skip(!withCode, 'no story of the owner’s has a code block that names its language');
    await page.goto(relative(`/projects/${withCode!.slug}/`));
    await expect(page.locator('pre code .token').first()).toBeVisible();
  });

  test('a story’s picture is served as resized copies', async ({ page }) => {
    test.skip(!withPicture, 'no story of the owner’s has a picture of its own');
    await page.goto(relative(`/projects/${withPicture!.slug}/`));
    await expect(page.locator('article img').first()).toHaveAttribute('srcset', /\.webp \d+w/);
  });

  test('an old address of a post leads to the post, without a script', async ({ page }) => {
    test.skip(postRedirects().length === 0, 'the owner’s posts have no old addresses');
    for (const { from, to, title } of postRedirects()) {
      await page.goto(relative(from));
      await expect(page).toHaveURL((url) => url.pathname.endsWith(to));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

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

test(
  'a card with a story links its page, and a heading link scrolls to its heading',
  pathSensitive,
  async ({ page }) => {
    test.skip(!withContents, 'no story of the owner’s has three headings');
    const story = withContents!;
    await page.goto(relative('/'));
    await page.getByRole('link', { name: `Read the story of ${story.project.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${story.slug}/$`));
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Projects' }),
    ).toHaveAttribute('aria-current', 'page');
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    const last = contents.last();
    const name = await last.innerText();
    await last.click();
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport();
    await page.getByRole('link', { name: `Link to “${name}”` }).focus();
    await expect(page).toHaveURL(/#user-content-/);
  },
);

test('story, post and tag pages load no script the home page does not', async ({ request }) => {
  test.skip(!story || !post || siteTags().length === 0, 'the owner has no story, post or tag');
  const scripts = async (path: string) =>
    [
      ...(await (await request.get(relative(path))).text()).matchAll(/<script[^>]* src="([^"]+)"/g),
    ].map(([, src]) => src!);
  const home = new Set(await scripts('/'));
  expect(home.size).toBeGreaterThan(0);
  for (const path of [
    `/projects/${story!.slug}/`,
    `/writing/${post.slug}/`,
    '/writing/',
    '/tags/',
    `/tags/${siteTags()[0]!.slug}/`,
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

  test(
    'offline after one visit, with the worker in control: a story, a post and a tag page once opened',
    pathSensitive,
    async ({ page, context }) => {
      // Among the posts kept at install: an older one is kept only once opened.
      const tagged = posts()
        .slice(0, keptPosts)
        .find((candidate) => candidate.tags?.length);
      test.skip(!story || !tagged, 'the owner has no story or no post with a tag');
      // Installing keeps every page first: as long as the machine needs.
      test.slow();
      await page.goto(relative('/'));
      await untilControlled(page);
      // Tag pages are kept once opened, not at install.
      await page.goto(relative(tagPath(tagSlug(tagged!.tags![0]!))));
      await context.setOffline(true);
      await page.goto(relative(`/projects/${story!.slug}/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.project.title);
      await page
        .getByRole('navigation', { name: 'Site' })
        .getByRole('link', { name: 'Writing' })
        .click();
      await page.getByRole('link', { name: tagged!.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagged!.title);
      await page.getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Tagged');
    },
  );
});

test.describe('feeds', () => {
  for (const [path, type] of [
    ['/feed.xml', 'application/rss+xml'],
    ['/atom.xml', 'application/atom+xml'],
    ['/feed.json', 'application/feed+json'],
  ] as const) {
    test(
      `${path} is linked from every page and lists every post with working links`,
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
        expect(entries.map((entry) => entry.title)).toEqual(posts().map((p) => p.title));
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

test.describe('drafts', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a draft has no page and is in no list, tag or sitemap', async ({ page, request }) => {
    const drafts = readMarkdownFolder(contentFiles.posts, postSchema).entries.filter(
      (entry) => entry.facts.draft,
    );
    test.skip(drafts.length === 0, 'the owner’s content has no draft');
    const sitemap = await (await request.get(relative('/sitemap.xml'))).text();
    const archive = await (await request.get(relative('/writing/'))).text();
    for (const draft of drafts) {
      const response = await page.goto(relative(`/writing/${draft.slug}/`));
      expect(response?.status()).toBe(404);
      expect(sitemap).not.toContain(`/writing/${draft.slug}/`);
      expect(archive).not.toContain(draft.facts.title);
    }
  });
});
