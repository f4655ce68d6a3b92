// The interface's words in a page's language (lib/site/language.ts).
import { dictionaries, dictionaryName, type Words } from '../words';
import { en } from '../words/en';
import { siteLanguage } from './language';

export function isLanguageTag(tag: string) {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const dictionaryFor = (tag: string) =>
  isLanguageTag(tag) ? dictionaryName(tag) : undefined;

/** English's words while the content check names what is wrong with the language (words-check.ts). */
export const wordsOf = (language: string): Words =>
  dictionaries[dictionaryFor(language) ?? ''] ?? en;

/** The default language's words. */
export const words: Words = wordsOf(siteLanguage);
