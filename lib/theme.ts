import { siteColours } from './site-colours';
import { slugOfNormalized, tagParameter } from './tags';
import { normalizeText } from './text';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** No key means "system". */
export const themeKey = 'theme';

export const readThemeChoice = (stored: string | null): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';

// The theme-color tag goes ahead of the per-scheme ones, as the first match wins. Self-contained:
// the first-paint script inlines it.
export function paintTheme(choice: string, colours: { light: string; dark: string }): void {
  const root = document.documentElement;
  let meta = document.querySelector('meta[data-chosen-theme]');
  if (choice !== 'light' && choice !== 'dark') {
    root.removeAttribute('data-theme');
    if (meta) meta.remove();
    return;
  }
  root.setAttribute('data-theme', choice);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    meta.setAttribute('data-chosen-theme', '');
    document.head.prepend(meta);
  }
  meta.setAttribute('content', colours[choice]);
}

// In <head> before anything is painted; its hash is in each page's policy.
export const firstPaintScript = `(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(themeKey)})}catch(e){}
(${paintTheme.toString()})(c,${JSON.stringify(siteColours)});
var r=document.documentElement,t=new URLSearchParams(location.search).get(${JSON.stringify(tagParameter)});
t=t&&(${slugOfNormalized.toString()})((${normalizeText.toString()})(t));r.setAttribute('data-js','');if(t)r.setAttribute('data-tag',t)})()`;
