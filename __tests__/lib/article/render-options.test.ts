/** @jest-environment node */
import {
  markdownOptions,
  opensInNewTab,
  safeUrl,
  showsImage,
  showsImageSet,
  staysOnSite,
} from '@/lib/article/render-options';
import { itFollows } from '../../fixtures/examples';

describe('markdown render options', () => {
  itFollows(opensInNewTab, {
    'opens other documents in a new tab and keeps in-page links in place': [
      ['https://example.org', true],
      ['/clock', true],
      ['#user-content-fn-1', false],
    ],
  });

  itFollows(staysOnSite, {
    'keeps addresses relative to the page on this site': [
      ['other/', true],
      ['../other/', true],
      ['/writing/other/', true],
      ['?page=2', true],
      ['#notes', true],
    ],
    'sends other schemes, other hosts and nothing elsewhere': [
      ['https://example.org/', false],
      ['//example.org/a', false],
      ['mailto:me@example.org', false],
      ['', false],
    ],
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
  itFollows(showsImage, {
    "loads https images and this site's own, and nothing else": [
      ['https://example.org/a.png', true],
      ['HTTPS://example.org/a.png', true],
      ['/logo.svg', true],
      ['pictures/a.png', true],
      ['http://example.org/a.png', false],
      ['data:image/png;base64,AAAA', false],
      ['', false],
    ],
    'refuses a protocol-relative address, which is another host (and http from a file)': [
      ['//example.org/p.png', false],
      ['/\\example.org/p.png', false],
      ['\\\\example.org/p.png', false],
      ['/\t/example.org/p.png', false],
    ],
  });
});

describe('showsImageSet', () => {
  itFollows(showsImageSet, {
    'shows a set only when every image in it would show': [
      ['https://example.org/a.png 1x, /b.png 2x', true],
      ['https://example.org/a,b.png 480w', true],
      ['https://example.org/a.png 1x, http://example.org/b.png 2x', false],
      // Without a space after the comma the browser still reads two images.
      ['https://example.org/a.png 1x,http://example.org/b.png 2x', false],
      ['//example.org/a.png', false],
      ['data:image/png;base64,AAAA 1x', false],
      [' , ', false],
    ],
  });
});
