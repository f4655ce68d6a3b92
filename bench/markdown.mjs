// How the markdown editor copes with documents of every size and shape, measured in Chromium on
// the exported site (run `npm run build` first). For each document it sets the text, waits for the
// preview, then types keystrokes at the end, one at a time, and reports per keystroke:
// - the longest main-thread task it caused (what makes typing stutter; goal: under 200 ms),
// - keystroke to paint (the input event until the next frame; goal: p95 under 50 ms),
// - preview latency (the keystroke until #preview shows it; goal: within 1 s at 100 KB).
// ONLY=text,other runs just the documents whose name contains one of them; BENCH_PORT picks the
// server's port.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { normalizeBasePath } from '../lib/urls.mjs';

const port = Number(process.env.BENCH_PORT ?? 4179);
const keystrokes = 12;
const basePath = normalizeBasePath(process.env.BASE_PATH);

const prose = (bytes, paragraph) => {
  const out = [];
  for (let n = 0; out.join('\n\n').length < bytes; n += 1) out.push(paragraph(n));
  return out.join('\n\n').slice(0, bytes);
};
const only = process.env.ONLY;
const allDocuments = {
  'the sample': null,
  '3 KB prose': prose(
    3_000,
    (n) =>
      `Paragraph ${n}: some **bold**, _italic_, \`code\` and a [link](https://example.org/${n}).`,
  ),
  '60 KB *a**a* (one paragraph)': '*a**a*'.repeat(10_000),
  '100 KB ordinary prose': prose(
    100_000,
    (n) =>
      `## Part ${n}\n\nSome **bold**, _italic_ and \`code\`, a [link](https://example.org/${n}) and plain words that make up an ordinary paragraph of prose.\n\n- a list item\n- another`,
  ),
  '100 KB emphasis-heavy prose': prose(100_000, (n) =>
    `*a **b** c* _d **e** f_ ~~g~~ **h *i* j** ${n} `.repeat(6),
  ),
  '100 KB list of 25,000 items': '- x\n'.repeat(25_000),
  '10,000 one-word paragraphs': Array.from({ length: 10_000 }, (_, i) => `w${i}`).join('\n\n'),
  '1,000-column table': `|${'a|'.repeat(1000)}\n|${'-|'.repeat(1000)}\n|${'b|'.repeat(1000)}`,
  '20,000 reference definitions': `[r0] and [r19999]\n\n${Array.from({ length: 20_000 }, (_, i) => `[r${i}]: https://example.org/${i}`).join('\n')}`,
  '1 MB prose': prose(
    1_000_000,
    (n) =>
      `Paragraph ${n} with **bold**, _italic_ and a [link](https://example.org/${n}), then plain words.`,
  ),
  '1,100 nested list markers': `${'- '.repeat(1100)}x`,
  // Shapes built to slow the plan that runs inside each keystroke (10 KB, as the unit tests' cap).
  '10 KB of [': '['.repeat(10_000),
  '10 KB of *a**a*': '*a**a*'.repeat(1_667).slice(0, 10_000),
  '100,000 nested quote markers': '>'.repeat(100_000),
};

/** Runs in the page: long tasks and event timings, and a wait for the preview to settle. */
function measureInPage() {
  const tasks = [];
  const events = [];
  new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask' });
  // Event timing: from the key press to the next paint after its handlers ran.
  new PerformanceObserver((list) => events.push(...list.getEntries())).observe({
    type: 'event',
    durationThreshold: 16,
  });
  window.__settled = () =>
    new Promise((resolve) => {
      const check = () => {
        const busy = document.getElementById('preview')?.getAttribute('aria-busy') === 'true';
        if (busy) setTimeout(check, 5);
        else resolve(performance.now());
      };
      requestAnimationFrame(() => setTimeout(check, 0));
    });
  let typedAt = 0;
  window.__startKeystroke = () => {
    tasks.length = 0;
    events.length = 0;
    typedAt = performance.now();
  };
  window.__endKeystroke = async () => {
    const shown = (await window.__settled()) - typedAt;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const since = (entries) => entries.filter((entry) => entry.startTime >= typedAt - 1);
    return {
      shown,
      longest: Math.max(0, ...since(tasks).map((task) => task.duration)),
      // Under 16 ms the browser reports no entry.
      painted: Math.max(16, ...since(events).map((event) => event.duration)),
    };
  };
}

const documents = Object.fromEntries(
  Object.entries(allDocuments).filter(
    ([name]) => !only || only.split(',').some((part) => name.includes(part)),
  ),
);

const ms = (samples, field, p) =>
  Math.round(
    percentile(
      samples.map((s) => s[field]),
      p,
    ),
  );
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update'],
});

try {
  const rows = [];
  for (const [name, text] of Object.entries(documents)) {
    const page = await browser.newPage();
    await page.addInitScript(measureInPage);
    await page.goto(`http://127.0.0.1:${port}${basePath}/markdown/`);
    await page.waitForSelector('#preview h1');
    // Load the document the way a paste does: one input event with the whole text.
    const firstShown = await page.evaluate(async (text) => {
      const editor = document.getElementById('editor');
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
      const start = performance.now();
      if (text !== null) {
        setValue.call(editor, text);
        editor.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await window.__settled();
      return performance.now() - start;
    }, text);
    // Then type at the end with the real keyboard, as a visitor does.
    await page.locator('#editor').focus();
    await page.keyboard.press('Control+End');
    await page.waitForTimeout(300);
    const samples = [];
    for (let i = 0; i < keystrokes; i += 1) {
      await page.evaluate(() => window.__startKeystroke());
      await page.keyboard.press(i % 4 === 3 ? 'Enter' : 'x');
      samples.push(await page.evaluate(() => window.__endKeystroke()));
    }
    const note = await page.evaluate(
      () => document.querySelector('#preview')?.previousElementSibling?.textContent ?? '',
    );
    const result = { firstShown, samples, note };

    rows.push({
      document: name,
      characters: (text ?? '').length || 'sample',
      'longest task (ms)': Math.round(Math.max(...samples.map((s) => s.longest))),
      'keystroke to paint, median · p95 (ms)': `${ms(samples, 'painted', 0.5)} · ${ms(samples, 'painted', 0.95)}`,
      'preview latency median (ms)': ms(samples, 'shown', 0.5),
      'first preview (ms)': Math.round(result.firstShown),
      'preview says': result.note.slice(0, 60),
    });
    await page.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  server.kill();
}
