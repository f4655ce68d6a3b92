/** @jest-environment node */
import { markdownOptions, opensInNewTab } from '@/lib/markdown/render-options';

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
  ])('empties the unsafe URL %s', (url) => {
    expect(markdownOptions.urlTransform(url)).toBe('');
  });

  it.each(['https://example.org/a?b=c', 'mailto:me@example.org', '/logo.svg', '#top', 'page.md'])(
    'keeps the safe URL %s',
    (url) => {
      expect(markdownOptions.urlTransform(url)).toBe(url);
    },
  );
});
