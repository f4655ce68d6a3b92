import { createHash } from 'node:crypto';
import { expect, hostDependent, relative, routes, test } from './fixtures';

test('every screen is served with the security headers', hostDependent, async ({ request }) => {
  for (const route of [...routes, '/no-such-page']) {
    const headers = (await request.get(relative(route === '/' ? route : `${route}/`))).headers();
    const policy = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy, route).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

test('each page allows only its own inline scripts, by hash', async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(relative(route === '/' ? route : `${route}/`))).text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    const scriptSrc = /script-src [^;]+/.exec(meta ?? '')?.[0];
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    // Exactly the scripts that run: JSON-LD is data, which no policy governs.
    const running = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes, body]) => body && !/type="application\/ld\+json"/.test(attributes!))
      .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    expect(scriptSrc!.split(' ').slice(2).sort(), route).toEqual([...new Set(running)].sort());
  }
});

test.describe('under the policy', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy|CSP violation/] });

  test('a fetch to another origin is refused before it leaves', async ({ page }) => {
    let reached = false;
    await page.route('https://example.org/**', (route) => {
      reached = true;
      return route.fulfill({ body: 'sent' });
    });
    await page.goto(relative('/'));
    const result = await page.evaluate(() =>
      fetch('https://example.org/probe').then(
        (response) => response.text(),
        (error: Error) => error.name,
      ),
    );
    expect(result).toBe('TypeError');
    expect(reached).toBe(false);
  });

  test('an injected inline script and eval are refused', async ({ page }) => {
    await page.goto(relative('/'));
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    // DevTools' own evaluate is exempt from CSP, so eval is tried by a script the page loads.
    await page.route('**/eval-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'try { eval("1 + 1"); window.evalResult = "ran"; } catch (e) { window.evalResult = e.name; }',
      }),
    );
    await page.addScriptTag({ url: 'eval-probe.js' });
    expect(await page.evaluate(() => (window as { evalResult?: string }).evalResult)).toBe(
      'EvalError',
    );
  });
});
