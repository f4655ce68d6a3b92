/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { tagPath } from '@/lib/site/site-tags';

// The worker's list, made by the build's own step over a small export: every tag's page is kept
// once opened, and said not to be kept (not missing) by the very address the site's links give it.
const slugs = ['c++', 'r&d', "o'reilly", '<canvas>', '日本語', 'i\u0307stanbul', 'node.js', '.net'];

let listed: string[];
let onceOpened: string[];
const dir = mkdtempSync(join(tmpdir(), 'precache-'));

beforeAll(() => {
  const files = ['index.html', '404.html', ...slugs.map((slug) => `tags/${slug}/index.html`)];
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '<!doctype html><title>x</title>');
  }
  execFileSync('node', ['scripts/build-service-worker.mjs', dir], {
    stdio: 'ignore',
    env: { ...process.env, BASE_PATH: '' },
  });
  const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
  const list = /precacheAndRoute\((\[[^\]]*\])/.exec(worker)![1]!;
  listed = (JSON.parse(list) as { url: string }[]).map((entry) => entry.url);
  onceOpened = JSON.parse(/const notKept = new Set\((\[[^\]]*\])\)/.exec(worker)![1]!);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.each(slugs)('keeps the page of the tag %s once opened, by the address its links use', (slug) => {
  expect(listed).not.toContain(`${tagPath(slug)}index.html`);
  expect(onceOpened).toContain(tagPath(slug).slice(1));
});

it('keeps the home page at install', () => {
  expect(listed).toContain('/index.html');
});
