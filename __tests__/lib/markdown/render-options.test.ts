/** @jest-environment node */
import {
  deferredRenderingFrom,
  markdownOptions,
  opensInNewTab,
  rendersAfterKeystroke,
  safeUrl,
} from '@/lib/markdown/render-options';

describe('markdown render options', () => {
  it('opens other documents in a new tab and keeps in-page links in place', () => {
    expect(opensInNewTab('https://example.org')).toBe(true);
    expect(opensInNewTab('/clock')).toBe(true);
    expect(opensInNewTab('#user-content-fn-1')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    'javascript:alert(1)//https://example.org',
    'JaVaScRiPt:alert(1)',
  ])('empties the unsafe URL %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });

  it("is the preview renderer's URL rule", () => {
    expect(markdownOptions.urlTransform).toBe(safeUrl);
  });

  it.each([
    'https://example.org/a?b=c',
    'HTTP://EXAMPLE.ORG',
    'mailto:me@example.org',
    '/logo.svg',
    '#top',
    'page.md',
    './a:b',
    '/path?x=javascript:y',
  ])('keeps the safe URL %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });
});

describe('rendersAfterKeystroke', () => {
  it('keeps ordinary documents within the keystroke and defers only long ones', () => {
    expect(rendersAfterKeystroke('')).toBe(false);
    expect(rendersAfterKeystroke('x'.repeat(deferredRenderingFrom - 1))).toBe(false);
    expect(rendersAfterKeystroke('x'.repeat(deferredRenderingFrom))).toBe(true);
  });
});
