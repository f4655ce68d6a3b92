// The default language and its direction, in a module of their own: every page's error fallback
// (app/global-error.tsx) reads them, and nothing more of lib/site/language.ts.
import { languages } from '../content/owner';
import { direction } from '../words/direction';

export const siteLanguage = languages[0] ?? '';

/** `<html dir>`: `rtl` for Arabic, Hebrew, Persian and Urdu; left out for left to right, the default. */
export const dirOf = (language: string) => (direction(language) === 'rtl' ? 'rtl' : undefined);

export const siteDir = dirOf(siteLanguage);
