// How long one keystroke takes in the markdown editor, measured in Chromium on the exported site
// (run `npm run build` first). For each document size it types 25 characters one at a time and
// reports: the time the input event blocks the page, and the time until #preview shows the change.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = 4179;
const keystrokes = 25;

function documentOf(lines) {
  const section = (n) => [
    `## Section ${n}`,
    '',
    `Some **bold** text, some _italic_ text, a [link](https://example.org/${n}) and \`code\`.`,
    'A second line that wraps to show the line-break rule.',
    '',
    '- first item',
    '- second item with `code`',
    '',
    '```js',
    `const value${n} = compute(${n});`,
    '```',
    '',
    '| a | b |',
    '| - | - |',
    `| ${n} | ${n * 2} |`,
    '',
  ];
  const out = ['# Benchmark document', ''];
  for (let n = 1; out.length < lines; n += 1) out.push(...section(n));
  return out.slice(0, lines).join('\n');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update'],
});

try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}${process.env.BASE_PATH ?? ''}/markdown/`);
  await page.waitForSelector('#preview h1');
  const rows = [];
  for (const lines of [30, 200, 250, 1000, 2000]) {
    const text = documentOf(lines);
    const samples = await page.evaluate(
      async ({ text, keystrokes }) => {
        const editor = document.getElementById('editor');
        const preview = document.getElementById('preview');
        const setValue = Object.getOwnPropertyDescriptor(
          HTMLTextAreaElement.prototype,
          'value',
        ).set;
        const type = (value) => {
          setValue.call(editor, value);
          editor.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
        type(text);
        await settle();
        const results = [];
        let current = text;
        for (let i = 0; i < keystrokes; i += 1) {
          current += 'x';
          const shown = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve(performance.now());
            });
            observer.observe(preview, { childList: true, subtree: true, characterData: true });
            setTimeout(() => resolve(Number.NaN), 5000);
          });
          const start = performance.now();
          type(current);
          const blocked = performance.now() - start;
          const visible = (await shown) - start;
          results.push({ blocked, visible });
          await settle();
        }
        return results;
      },
      { text, keystrokes },
    );
    rows.push({
      lines,
      characters: text.length,
      'input blocks (median ms)': median(samples.map((s) => s.blocked)).toFixed(1),
      'input blocks (p95 ms)': p95(samples.map((s) => s.blocked)).toFixed(1),
      'preview updated (median ms)': median(samples.map((s) => s.visible)).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  await browser.close();
  server.kill();
}
