export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** No key means "system". */
export const themeKey = 'theme';

export const readThemeChoice = (stored: string | null): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';

// The chosen theme's colour for the browser's bar: a theme-color tag ahead of the per-scheme ones,
// as the first match wins. Self-contained: the first-paint script inlines it.
export function addChosenColour(colour: string): void {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = colour;
  meta.setAttribute('data-chosen-theme', '');
  document.head.prepend(meta);
}

export function paintTheme(choice: string, colours: { light: string; dark: string }): void {
  const root = document.documentElement;
  document.querySelector('meta[data-chosen-theme]')?.remove();
  if (choice !== 'light' && choice !== 'dark') {
    root.removeAttribute('data-theme');
    return;
  }
  root.setAttribute('data-theme', choice);
  addChosenColour(colours[choice]);
}
