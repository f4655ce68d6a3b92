import { cache } from 'react';
import { dirOf, languageOf, siteLanguage } from '@/lib/site/language';
import { wordsOf } from '@/lib/site/words';

// The language of the page being rendered: the [lang] layout and each of its pages set it before
// anything under them renders (React's cache lasts one render); elsewhere it is the default.
const current = cache(() => ({ language: siteLanguage }));

/** Called by a route under [lang] with its param, first thing. */
export function setPageLanguage(tag: string | undefined): string {
  current().language = languageOf(tag);
  return current().language;
}

export const pageLanguage = () => current().language;

/** The interface's words in the page's language. */
export const pageWords = () => wordsOf(pageLanguage());

/**
 * For the owner's own words (cards, tagline) not `translated`, so in the default language: `lang`
 * on another language's page (and `dir` where its direction differs: English on /ar/ keeps its
 * full stop at the end), nothing on the default's (no undefined prop in every page's data).
 */
export function ownWordsLang(translated = false): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const language = pageLanguage();
  if (translated || language === siteLanguage) return {};
  const dir = dirOf(siteLanguage) ?? 'ltr';
  return { lang: siteLanguage, ...(dir !== (dirOf(language) ?? 'ltr') && { dir }) };
}
