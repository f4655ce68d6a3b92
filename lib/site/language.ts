// The site's languages (lib/content/owner.ts): the first is the default, at the addresses the site
// has always had; each other one is under its tag (/fr/writing/x/). No dictionary here: a client
// component may import it.
import { languages } from '../content/owner';
import { direction } from '../words/direction';

export const siteLanguage = languages[0] ?? '';

/** `<html dir>`: `rtl` for Arabic, Hebrew, Persian and Urdu; left out for left to right, the default. */
export const dirOf = (language: string) => (direction(language) === 'rtl' ? 'rtl' : undefined);

/** The languages besides the default, each under its own prefix. */
export const otherLanguages: readonly string[] = languages.slice(1);

/** A listed language, else the default: a route's `[lang]` (or none) as a language. */
export const languageOf = (tag: string | undefined): string =>
  tag !== undefined && otherLanguages.includes(tag) ? tag : siteLanguage;

/** A site path (`/writing/x/`) in `language`: the default's as it is, another's under its tag. */
export const inLanguage = (language: string, path: string): string =>
  language === siteLanguage ? path : `/${language}${path}`;

/** The language a site path is in, and the path without its prefix. */
export function pathLanguage(path: string): { language: string; path: string } {
  const tag = otherLanguages.find((language) => path.startsWith(`/${language}/`));
  return tag
    ? { language: tag, path: path.slice(tag.length + 1) }
    : { language: siteLanguage, path };
}

/** The other languages whose résumé is printed: pdfkit lays out no right-to-left text. */
export const pdfLanguages = otherLanguages.filter((language) => !dirOf(language));

/** A language's résumé PDF, else the default language's. */
export const resumePdfPath = (language: string) =>
  pdfLanguages.includes(language) ? inLanguage(language, '/resume.pdf') : '/resume.pdf';
