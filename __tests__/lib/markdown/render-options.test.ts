/** @jest-environment node */
import { markdownOptions, opensInNewTab, safeUrl, showsImage } from '@/lib/markdown/render-options';

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

describe('showsImage', () => {
  it("loads https images and this site's own, and nothing else", () => {
    expect(showsImage('https://example.org/a.png')).toBe(true);
    expect(showsImage('HTTPS://example.org/a.png')).toBe(true);
    expect(showsImage('/logo.svg')).toBe(true);
    expect(showsImage('pictures/a.png')).toBe(true);
    expect(showsImage('http://example.org/a.png')).toBe(false);
    expect(showsImage('data:image/png;base64,AAAA')).toBe(false);
    expect(showsImage('')).toBe(false);
  });
});
