import { securityHeaders } from '../../lib/security-policy.mjs';
import {
  expect,
  pathAndHostDependent,
  relative,
  test,
  untilControlled,
  needsDemo,
} from './fixtures';

// What the host adds to the files themselves: run against scripts/serve.mjs and, in CI, nginx
// serving the README's snippet (E2E_SERVER=nginx, --grep @host).

test(
  'scripts under /_next/static/ carry the security headers and a year of caching',
  pathAndHostDependent,
  async ({ request }) => {
    const html = await (await request.get(relative('/'))).text();
    const script = /<script src="([^"]*\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  },
);

test(
  "the worker's scope is the site, and it controls every page",
  pathAndHostDependent,
  async ({ page, baseURL }) => {
    needsDemo('clock');
    await page.goto(relative('/'));
    await untilControlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
      baseURL,
    );
    await page.goto(relative('/clock/'));
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      new URL('sw.js', baseURL).href,
    );
  },
);
