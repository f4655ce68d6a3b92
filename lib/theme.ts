import { siteColours } from './site-colours';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** No key means "system". */
export const themeKey = 'theme';

export const readThemeChoice = (stored: string | null): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';

// The chosen theme's colour for the browser's bar: a theme-color tag ahead of the per-scheme ones,
// as the first match wins. Self-contained: the first-paint script inlines it.
function addChosenColour(colour: string): void {
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

// In <head> before anything is painted (nothing is chosen yet there); its hash is in each page's
// policy.
export const firstPaintScript = `(function(){var r=document.documentElement,c;try{c=localStorage.getItem(${JSON.stringify(themeKey)})}catch(e){}
if(c==="light"||c==="dark"){r.setAttribute("data-theme",c);(${addChosenColour.toString()})(${JSON.stringify(siteColours)}[c])}
r.setAttribute('data-js','')})()`;
