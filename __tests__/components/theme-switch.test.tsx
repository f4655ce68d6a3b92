import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSwitch } from '@/components/theme-switch/theme-switch';
import { en } from '@/lib/words/en';
import { siteColours } from '@/lib/site-colours';
import { themeKey } from '@/lib/theme';

const root = document.documentElement;
const browserBar = () =>
  document.querySelector('meta[name="theme-color"]:not([media])')?.getAttribute('content');

describe('ThemeSwitch', () => {
  // One module-level choice per page, as in the browser: these tests run in order on one page.
  it('offers System, Light and Dark, System chosen at first', () => {
    render(<ThemeSwitch words={en.theme} />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ]);
  });

  it('paints the chosen theme, colours the browser bar and remembers it', async () => {
    render(<ThemeSwitch words={en.theme} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(browserBar()).toBe(siteColours.dark);
    expect(localStorage.getItem(themeKey)).toBe('dark');
  });

  it('goes back to the system theme and forgets the choice', async () => {
    render(<ThemeSwitch words={en.theme} />);
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(root).not.toHaveAttribute('data-theme');
    expect(browserBar()).toBeUndefined();
    expect(localStorage.getItem(themeKey)).toBeNull();
  });

  it('moves between themes with the arrow keys', async () => {
    render(<ThemeSwitch words={en.theme} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(root).toHaveAttribute('data-theme', 'light');
  });

  it('keeps the choice for this page when storage is blocked', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    render(<ThemeSwitch words={en.theme} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    setItem.mockRestore();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('follows a choice made in another tab', async () => {
    render(<ThemeSwitch words={en.theme} />);
    localStorage.setItem(themeKey, 'light');
    await userEvent.click(document.body);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: themeKey, newValue: 'light' }));
    });
    expect(await screen.findByRole('radio', { name: 'Light', checked: true })).toBeInTheDocument();
    expect(root).toHaveAttribute('data-theme', 'light');
  });
});
