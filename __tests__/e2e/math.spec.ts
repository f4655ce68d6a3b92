import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { basePath } from '../../lib/urls.mjs';
import { expect, test as base, violationsInBothSchemes } from './fixtures';
import { buildCopy, copyProject } from './project-copy';

// A post as a technical writer publishes it, in a copy of the project built for it: formulas
// written the ways GitHub and Hugo writers write them, two diagrams and a captioned picture. It
// is the first part of a series of two; a third post shares its tag.
const post =
  String.raw`---
title: Formulas and diagrams
date: 2025-02-01
tags: [math]
series: [Learning formulas]
---

The policy $\pi(a \mid s)$ acts on $\mathbb{R}^n$, and Hugo writes $x\_t$ and \(y\_t\).

A coffee costs $5 and a cake $10.

## The ratio $r_t$

$$
\left( \frac{a}{b} \right) = \begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}
$$

## The training loop

` +
  '```mermaid\nflowchart LR\n  A[Collect] --> B{Enough?}\n  B -->|yes| C[Update]\n  B -->|no| A\n```\n\n' +
  '## States\n\n```mermaid\nstateDiagram-v2\n  accTitle: States of an episode\n  [*] --> Running\n  Running --> Done\n  Done --> [*]\n```\n\n' +
  '![A green square](/writing/square.png "A square, captioned")\n';

const postPath = `${basePath()}/writing/formulas-and-diagrams/`;
const seriesPage = `${basePath()}/series/learning-formulas/`;
const others = {
  'formulas-part-two.md':
    '---\ntitle: Formulas, part two\ndate: 2025-03-01\nseries: Learning formulas\n---\n\nMore.\n',
  'matrices.md': '---\ntitle: Matrices\ndate: 2025-01-01\ntags: [math]\n---\n\nRows and columns.\n',
};

// Beside any-tag.spec.ts's ports (1000 above E2E_PORT per parallel worker, then 500 and 501).
const origin = (testInfo: TestInfo) =>
  `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1000 * (1 + testInfo.parallelIndex) + 600}`;

const test = base.extend({
  allowedOrigins: async ({}, provide, testInfo) => provide([origin(testInfo)]),
});
test.describe.configure({ mode: 'serial' });

let copy = '';
let server: ChildProcess | undefined;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(15 * 60_000);
  copy = copyProject('math-');
  writeFileSync(join(copy, 'lib/content/writing/formulas-and-diagrams.md'), post);
  for (const [file, text] of Object.entries(others)) {
    writeFileSync(join(copy, 'lib/content/writing', file), text);
  }
  mkdirSync(join(copy, 'lib/content/pictures/writing'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a6' } })
    .png()
    .toFile(join(copy, 'lib/content/pictures/writing/square.png'));
  buildCopy(copy);
  const port = new URL(origin(testInfo)).port;
  server = spawn('node', ['scripts/serve.mjs', '--port', port, '--dir', join(copy, 'out')], {
    stdio: 'ignore',
  });
  // A busy machine starts the server slowly.
  await expect
    .poll(async () => (await fetch(`${origin(testInfo)}${postPath}`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('formulas are MathML in a font of the site, diagrams SVG, the picture a figure', async ({
    page,
  }, testInfo) => {
    const fonts: { url: string; size: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('.woff2')) return;
      fonts.push({ url: request.url(), size: (await request.sizes()).responseBodySize });
    });
    await page.goto(`${origin(testInfo)}${postPath}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await expect(main.locator('math')).toHaveCount(7);
    const text = await main.innerText();
    expect(text).not.toMatch(/\\[a-z]+|\$\\|\$\$/i);
    expect(text).toContain('A coffee costs $5 and a cake $10.');
    await expect(page.getByRole('navigation', { name: 'Contents' }).locator('math')).toHaveCount(1);

    // Chromium stretches a bracket only with a math font: the site's, a subset of a few KB.
    expect(fonts).toEqual([
      { url: expect.stringMatching(/\/fonts\/math-\w+\.woff2$/), size: expect.any(Number) },
    ]);
    expect(fonts[0]!.size).toBeLessThanOrEqual(40 * 1024);
    expect(await page.evaluate(() => document.fonts.check('16px "Site Math"', 'ℝ'))).toBe(true);
    const heights = await main
      .locator('math[display="block"] mrow')
      .first()
      .evaluate((row) => ({
        bracket: row.querySelector('mo')!.getBoundingClientRect().height,
        fraction: row.querySelector('mfrac')!.getBoundingClientRect().height,
      }));
    expect(heights.bracket).toBeGreaterThanOrEqual(heights.fraction);

    await expect(page.getByRole('img', { name: 'The training loop' })).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'States of an episode' })).toHaveCount(1);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
    expect(ids.filter((id) => id.startsWith('diagram-'))).toHaveLength(4);
    expect(new Set(ids).size).toBe(ids.length);

    const figure = page.getByRole('figure', { name: 'A square, captioned' });
    const full = await figure.getByRole('link', { name: 'A green square' }).getAttribute('href');
    const picture = await fetch(new URL(full!, page.url()));
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  test('a part of a series says which, leads to the next part and the series page, and ends with a related post', async ({
    page,
  }, testInfo) => {
    await page.goto(`${origin(testInfo)}${postPath}`);
    const box = page.getByRole('navigation', { name: 'Series “Learning formulas”' });
    await expect(box).toContainText('Part 1 of 2 in the series Learning formulas');
    await expect(box.getByRole('link', { name: /Formulas, part two/ })).toBeVisible();
    // The other part is in the box, so not among the related posts; the post sharing a tag is.
    const related = page.getByRole('region', { name: 'Related posts' });
    await expect(related.getByRole('link')).toHaveText(['Matrices']);
    await box.getByRole('link', { name: 'Learning formulas' }).click();
    await expect(page).toHaveURL(`${origin(testInfo)}${seriesPage}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Series “Learning formulas”' }),
    ).toBeVisible();
    // The parts in order, oldest first (their tags are links too).
    await expect(page.getByRole('main').getByRole('link', { name: /^Formulas/ })).toHaveText([
      'Formulas and diagrams',
      'Formulas, part two',
    ]);
  });
});

// Axe runs in the page, so with JavaScript on (with it off, its analysis never ended).
test('the page passes axe in both themes under its strict policy; a page without formulas loads no math font', async ({
  page,
}, testInfo) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${origin(testInfo)}${postPath}`, { waitUntil: 'networkidle' });
  expect(fonts).toHaveLength(1);
  expect(await violationsInBothSchemes(page)).toEqual([]);
  await page.goto(`${origin(testInfo)}${seriesPage}`, { waitUntil: 'networkidle' });
  expect(await violationsInBothSchemes(page)).toEqual([]);
  await page.goto(`${origin(testInfo)}${basePath()}/writing/`, { waitUntil: 'networkidle' });
  await page.goto(`${origin(testInfo)}${basePath()}/`, { waitUntil: 'networkidle' });
  expect(fonts).toHaveLength(1);
});

test('feeds carry MathML and SVG, and search the formulas’ TeX', async ({}, testInfo) => {
  const feed = await (await fetch(`${origin(testInfo)}${basePath()}/feed.xml`)).text();
  expect(feed).toContain('&lt;math');
  expect(feed).toContain('&lt;svg');
  expect(feed).not.toMatch(/\\frac|\\mathbb|```/);
  const search = await (await fetch(`${origin(testInfo)}${basePath()}/search-text.json`)).text();
  expect(search).toContain('\\\\mathbb{R}^n');
});
