/** @jest-environment node */
import {
  markdownOptions,
  opensInNewTab,
  safeUrl,
  showsImage,
  showsImageSet,
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

  it.each([
    '//example.org/p.png',
    '/\\example.org/p.png',
    '\\\\example.org/p.png',
    '/\t/example.org/p.png',
  ])('refuses the protocol-relative %j, which is another host (and http from a file)', (src) => {
    expect(showsImage(src)).toBe(false);
  });
});

describe('showsImageSet', () => {
  it('shows a set only when every image in it would show', () => {
    expect(showsImageSet('https://example.org/a.png 1x, /b.png 2x')).toBe(true);
    expect(showsImageSet('https://example.org/a,b.png 480w')).toBe(true);
    expect(showsImageSet('https://example.org/a.png 1x, http://example.org/b.png 2x')).toBe(false);
    // Without a space after the comma the browser still reads two images.
    expect(showsImageSet('https://example.org/a.png 1x,http://example.org/b.png 2x')).toBe(false);
    expect(showsImageSet('//example.org/a.png')).toBe(false);
    expect(showsImageSet('data:image/png;base64,AAAA 1x')).toBe(false);
    expect(showsImageSet(' , ')).toBe(false);
  });
});
