// The page's language, from one place: the first of the owner's languages (lib/content/owner.ts).
// No dictionary here: a client component may import it.
import { languages } from '../content/owner';
import { direction } from '../words/format';

export const siteLanguage = languages[0] ?? '';

/** `<html dir>`: `rtl` for Arabic, Hebrew, Persian and Urdu; left out for left to right, the default. */
export const siteDir = direction(siteLanguage) === 'rtl' ? 'rtl' : undefined;
