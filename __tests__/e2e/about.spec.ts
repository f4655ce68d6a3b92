import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { publishWholeResume } from '../../lib/content/owner';
import { owner } from '../../lib/site/owner';
import { projects } from '../../lib/content/projects';
import { resume } from '../../lib/site/resume';
import { publishedResume } from '../../lib/resume/published';
import { resumeSections } from '../../lib/resume/sections';
import { expandedNodes, schemaType, valueOf } from '../fixtures/json-ld';
import { pdfPages } from '../fixtures/pdf-text';
import {
  expect,
  pathSensitive,
  relative,
  test,
  violationsInBothSchemes,
  visitThenGoOffline,
} from './fixtures';

const sections = resumeSections(resume, projects);
const jobs = resume.work ?? [];

/** The about page shows the owner's name and every section of their résumé. */
async function expectTheResume(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(sections.map((s) => s.title));
  for (const job of jobs) {
    // Exact, and the first: another job may share the title or hold it in a longer one.
    const title = page.getByRole('heading', { level: 3, name: job.position, exact: true });
    await expect(title.first()).toBeVisible();
  }
}

// A PDF's text as read back: a line wrapped at a hyphen or a space ("mirai-" then "audio") reads
// "miraiaudio", so text is compared without spaces and hyphens.
const unwrapped = (text: string) => text.replace(/[\s\u00ad-]+/g, '');

/** Each job's title, company and last line are on one page of a printed or written PDF. */
function expectNoJobSplit(pages: string[]) {
  const read = pages.map(unwrapped);
  // In the résumé's order, each after the one before: one owner was "Senior Developer" twice.
  let [page, from] = [0, 0];
  for (const job of jobs) {
    const title = unwrapped(job.position!);
    let start = read[page]?.indexOf(title, from) ?? -1;
    while (start < 0 && ++page < read.length) start = read[page]!.indexOf(title);
    expect(start, job.position).toBeGreaterThanOrEqual(0);
    const rest = read[page]!.slice(start);
    expect(rest).toContain(unwrapped(job.name ?? ''));
    expect(rest).toContain(unwrapped(job.highlights?.at(-1) ?? job.summary ?? job.name ?? ''));
    from = start + title.length;
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the about page shows the whole résumé', async ({ page }) => {
    await page.goto(relative('/about'));
    await expectTheResume(page);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  });
});

test('the about page is axe-clean, light and dark, and fits 320, 768 and 1280 px', async ({
  page,
}) => {
  // Axe in both schemes can pass 30 s on a busy machine. The widths change only the layout, so
  // axe runs at one; each width is checked for sideways scroll.
  test.slow();
  await page.goto(relative('/about'));
  await expectTheResume(page);
  expect(await violationsInBothSchemes(page)).toEqual([]);
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectTheResume(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px`).toBe(0);
    // Each contact link is its icon beside its name, not the icon above the name.
    const stacked = await page
      .getByRole('list', { name: 'Contact' })
      .getByRole('link')
      .evaluateAll(
        (links) =>
          links.filter((link) => {
            const icon = link.querySelector('svg')!.getBoundingClientRect();
            const text = document.createRange();
            text.selectNodeContents(link.lastChild!);
            return icon.bottom <= text.getBoundingClientRect().top;
          }).length,
      );
    expect(stacked, `contact links broken at ${width} px`).toBe(0);
  }
});

test(
  'the about page and its PDF open offline once the worker is in control',
  pathSensitive,
  async ({ page }) => {
    // The worker keeps every file of the site before it takes control: minutes on a busy machine.
    test.slow();
    await visitThenGoOffline(page, '/about');
    await page.reload();
    await expectTheResume(page);
    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const status = await page.evaluate(async (url) => (await fetch(url)).status, href!);
    expect(status).toBe(200);
  },
);

test.describe('printed', () => {
  test.use({ colorScheme: 'dark' });

  test('is a résumé: no site chrome, black on white, links show their address', async ({
    page,
  }) => {
    await page.goto(relative('/about'));
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['body > header', 'body > footer', '.skip-link']) {
      await expect(page.locator(chrome)).toBeHidden();
    }
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    const colours = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { text: body.color, background: body.backgroundColor };
    });
    expect(colours).toEqual({ text: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    const company = page.getByRole('link', { name: jobs[0]!.name });
    const shown = await company.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(shown).toBe(`" (${jobs[0]!.url})"`);
  });

  for (const format of ['A4', 'Letter'] as const) {
    test(`fits ${format} with no entry split between pages`, async ({ page }) => {
      await page.goto(relative('/about'));
      const pages = pdfPages(await page.pdf({ format, printBackground: true }));
      const text = pages.join('\n');
      expect(text).toContain(owner.name);
      for (const gone of ['Skip to content', 'Download PDF', 'Theme']) {
        expect(text).not.toContain(gone);
      }
      expectNoJobSplit(pages);
    });
  }
});

test('/resume.pdf holds every job’s title and company', pathSensitive, async ({ request }) => {
  const response = await request.get(relative('/resume.pdf'));
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pages = pdfPages(await response.body());
  expectNoJobSplit(pages);
});

test('/resume.json is the owner’s résumé as the site shows it', async ({ request }) => {
  const response = await request.get(relative('/resume.json'));
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(publishedResume(resume, publishWholeResume).resume);
});

/** The page's JSON-LD: data, which browsers never run, so no hash of it in the page's policy. */
async function structuredData(page: Page) {
  const body = await page.locator('script[type="application/ld+json"]').textContent();
  const hash = createHash('sha256').update(body!, 'utf8').digest('base64');
  const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(policy).toHaveAttribute('content', /script-src 'self' 'sha256-/);
  await expect(policy).not.toHaveAttribute('content', new RegExp(hash.replace(/[+/]/g, '\\$&')));
  return expandedNodes(JSON.parse(body!));
}

test('the about page describes the owner as schema.org reads it', async ({ page }) => {
  await page.goto(relative('/about'));
  const nodes = await structuredData(page);
  const profile = nodes.find((node) => schemaType(node)?.includes('ProfilePage'));
  const person = nodes.find((node) => node['@id'] === valueOf(profile, 'mainEntity'));
  expect(schemaType(person!)).toEqual(['Person']);
  expect(valueOf(person, 'name')).toBe(owner.name);
});

test('the home page is a WebSite by the same Person', async ({ page }) => {
  await page.goto(relative('/'));
  const nodes = await structuredData(page);
  const site = nodes.find((node) => schemaType(node)?.includes('WebSite'));
  const person = nodes.find((node) => node['@id'] === valueOf(site, 'author'));
  expect(valueOf(person, 'name')).toBe(owner.name);
});
