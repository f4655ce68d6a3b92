import { firstPaintScript } from '@/lib/theme-first-paint';
import { paintTheme, readThemeChoice, themeKey } from '@/lib/theme';
import { siteColours } from '@/lib/site-colours';
import { filterRule, filterStyleId, tagSlug } from '@/lib/tags';
import { addressTagScript } from '@/lib/tags-first-paint';

const root = document.documentElement;
const chosenColour = () =>
  document.querySelector('meta[name="theme-color"]:not([media])')?.getAttribute('content');

describe('theme', () => {
  beforeEach(() => {
    root.removeAttribute('data-theme');
    root.removeAttribute('data-tag');
    root.removeAttribute('data-js');
    document.head.innerHTML =
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff">';
    localStorage.clear();
  });

  it('reads anything but light or dark as the system theme', () => {
    expect(readThemeChoice('dark')).toBe('dark');
    expect(readThemeChoice('light')).toBe('light');
    expect(readThemeChoice(null)).toBe('system');
    expect(readThemeChoice('purple')).toBe('system');
  });

  it('paints a chosen theme and the browser bar in its colour, ahead of the system ones', () => {
    paintTheme('dark', siteColours);
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(chosenColour()).toBe(siteColours.dark);
    expect(document.head.firstElementChild).toHaveAttribute('content', siteColours.dark);
    paintTheme('light', siteColours);
    expect(chosenColour()).toBe(siteColours.light);
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
  });

  it('goes back to the system theme', () => {
    paintTheme('dark', siteColours);
    paintTheme('system', siteColours);
    expect(root).not.toHaveAttribute('data-theme');
    expect(chosenColour()).toBeUndefined();
  });

  // The site never evaluates code; this test runs the inline script as the browser would.
  const runFirstPaint = () => new Function(firstPaintScript)();
  const runAddressTag = () => new Function(addressTagScript)();

  it("the first-paint script applies the stored choice, and the home page's script the address tag", () => {
    localStorage.setItem(themeKey, 'dark');
    window.history.replaceState(null, '', '/?tag=Java');
    runFirstPaint();
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('data-js', '');
    expect(chosenColour()).toBe(siteColours.dark);
    // Only the home page, which has the filter, reads the address.
    expect(root).not.toHaveAttribute('data-tag');
    runAddressTag();
    expect(root).toHaveAttribute('data-tag', 'java');
    expect(document.getElementById(filterStyleId)).toHaveTextContent(filterRule('java', false));
  });

  it('the address tag is read by the same rule as the pages', () => {
    window.history.replaceState(null, '', `/?tag=${encodeURIComponent('Java\u200B')}`);
    runAddressTag();
    expect(root).toHaveAttribute('data-tag', tagSlug('Java\u200B'));
    expect(root).toHaveAttribute('data-tag', 'java');
  });

  it('the first-paint script leaves the system theme alone when storage is blocked', () => {
    window.history.replaceState(null, '', '/');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    runFirstPaint();
    getItem.mockRestore();
    expect(root).not.toHaveAttribute('data-theme');
    runAddressTag();
    expect(root).not.toHaveAttribute('data-tag');
    expect(document.getElementById(filterStyleId)).toHaveTextContent(filterRule(null, false));
    expect(root).toHaveAttribute('data-js', '');
  });
});
