// `npm run bench:markdown` (after `npm run build`): the markdown editor in Chromium, for documents
// of every size and shape. Per keystroke typed at the end: the longest task it caused (goal: under
// 200 ms up to 100 KB), keystroke to paint, and when the preview showed it (goal: within 1 s at
// 100 KB). ONLY=prose,table runs only the documents whose name holds one of the words.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium.mjs';
import { serveInBackground } from '../scripts/serve-in-background.mjs';
import { normalizeBasePath } from '../lib/urls.mjs';

const prose = (bytes, paragraph) => {
  const out = [];
  for (let n = 0; out.join('\n\n').length < bytes; n += 1) out.push(paragraph(n));
  return out.join('\n\n').slice(0, bytes);
};
const link = (n) => `[link](https://example.org/${n})`;
const allDocuments = {
  'the sample': null,
  '3 KB prose': prose(3_000, (n) => `Paragraph ${n}: **bold**, _italic_, \`code\`, a ${link(n)}.`),
  '100 KB prose': prose(
    100_000,
    (n) =>
      `## Part ${n}\n\n**Bold**, _italic_, \`code\`, a ${link(n)} and words.\n\n- an item\n- another`,
  ),
  '100 KB emphasis-heavy prose': prose(100_000, (n) =>
    `*a **b** c* _d **e** f_ ~~g~~ **h *i* j** ${n} `.repeat(6),
  ),
  '100 KB list of 25,000 items': '- x\n'.repeat(25_000),
  '1,000-column table': `|${'a|'.repeat(1000)}\n|${'-|'.repeat(1000)}\n|${'b|'.repeat(1000)}`,
  '20,000 reference definitions': `[r0] [r19999]\n\n${Array.from({ length: 20_000 }, (_, i) => `[r${i}]: /${i}`).join('\n')}`,
  '1 MB prose': prose(1_000_000, (n) => `Paragraph ${n}, **bold**, _italic_ and a ${link(n)}.`),
  '10 KB of *a**a*': '*a**a*'.repeat(1_667).slice(0, 10_000),
  '60 KB *a**a* (one paragraph)': '*a**a*'.repeat(10_000),
  '100,000 nested quote markers': '>'.repeat(100_000),
};
const only = process.env.ONLY?.split(',');
const documents = Object.entries(allDocuments).filter(
  ([name]) => !only || only.some((word) => name.includes(word)),
);

/** Runs in the page: long tasks and event timings, and a wait for the preview to settle. */
function measureInPage() {
  const tasks = [];
  const events = [];
  new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask' });
  new PerformanceObserver((list) => events.push(...list.getEntries())).observe({
    type: 'event',
    durationThreshold: 16,
  });
  const settled = () =>
    new Promise((resolve) => {
      const check = () => {
        if (document.getElementById('preview')?.getAttribute('aria-busy') === 'true')
          setTimeout(check, 5);
        else resolve(performance.now());
      };
      requestAnimationFrame(() => setTimeout(check, 0));
    });
  let typedAt = 0;
  Object.assign(window, {
    settled,
    startKeystroke: () => {
      tasks.length = events.length = 0;
      typedAt = performance.now();
    },
    endKeystroke: async () => {
      const shown = (await settled()) - typedAt;
      await new Promise((resolve) => setTimeout(resolve, 150));
      const since = (entries) => entries.filter((entry) => entry.startTime >= typedAt - 1);
      return {
        shown,
        longest: Math.max(0, ...since(tasks).map((task) => task.duration)),
        // Under 16 ms the browser reports no entry.
        painted: Math.max(16, ...since(events).map((event) => event.duration)),
      };
    },
  });
}

const percentile = (samples, field, p) => {
  const values = samples.map((sample) => sample[field]).sort((a, b) => a - b);
  return Math.round(values[Math.min(values.length - 1, Math.floor(values.length * p))]);
};

const basePath = normalizeBasePath(process.env.BASE_PATH);
const server = await serveInBackground('out', basePath);
const browser = await chromium.launch(chromiumLaunch);
try {
  const rows = [];
  for (const [name, text] of documents) {
    const page = await browser.newPage();
    await page.addInitScript(measureInPage);
    await page.goto(`${server.origin}${basePath}/markdown/`);
    await page.waitForSelector('#preview h1');
    // The document goes in as a paste does: one input event with the whole text.
    const firstShown = await page.evaluate(async (text) => {
      const editor = document.getElementById('editor');
      const start = performance.now();
      if (text !== null) {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(
          editor,
          text,
        );
        editor.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return (await window.settled()) - start;
    }, text);
    await page.locator('#editor').focus();
    await page.keyboard.press('Control+End');
    await page.waitForTimeout(300);
    const samples = [];
    for (let i = 0; i < 12; i += 1) {
      await page.evaluate(() => window.startKeystroke());
      await page.keyboard.press(i % 4 === 3 ? 'Enter' : 'x');
      samples.push(await page.evaluate(() => window.endKeystroke()));
    }
    const note = await page.evaluate(
      () => document.querySelector('#preview')?.previousElementSibling?.textContent ?? '',
    );
    rows.push({
      document: name,
      'longest task (ms)': percentile(samples, 'longest', 1),
      'keystroke to paint, median · p95 (ms)': `${percentile(samples, 'painted', 0.5)} · ${percentile(samples, 'painted', 0.95)}`,
      'preview shown, median (ms)': percentile(samples, 'shown', 0.5),
      'first preview (ms)': Math.round(firstShown),
      'the page says': note.slice(0, 60),
    });
    await page.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  server.stop();
}
