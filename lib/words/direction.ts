// Apart from the rest of lib/words: every page's error fallback reads it (lib/site/language.ts).

/** Scripts written right to left, for `<html dir>`. */
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur']);
export function direction(tag: string): 'rtl' | 'ltr' {
  try {
    return rightToLeft.has(new Intl.Locale(tag).language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
