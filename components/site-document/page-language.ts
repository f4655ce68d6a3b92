import { cache } from 'react';
import { languageOf, siteLanguage } from '@/lib/site/language';
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
 * For the owner's own words (cards, tagline), written in the default language: `lang` on another
 * language's page, nothing on the default's (no undefined prop in every page's data).
 */
export const ownWordsLang = (): { lang?: string } =>
  pageLanguage() === siteLanguage ? {} : { lang: siteLanguage };
