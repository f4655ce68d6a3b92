// One dictionary of interface words a language; English's shape is the type, so a dictionary that
// lacks a word fails the type check, and `dictionaryProblems` names dictionary and key at build.
// Each language's conventions: French puts a no-break space before : and inside « » and a narrow
// one before ; ? ! (written \u00a0 and \u202f); German quotes „…“, Spanish and Arabic «…»,
// Japanese 「…」; Japanese and Chinese have no plural forms and full-width punctuation; Arabic has
// six (zero, one, two, few, many, other) and its own comma.
import ar from './ar.json';
import de from './de.json';
import { en } from './en';
import es from './es.json';
import fr from './fr.json';
import ja from './ja.json';
import pt from './pt.json';
import zhHans from './zh-Hans.json';
import type { Plural } from './format';

export { counted, fill, type Plural } from './format';
export { demoLanguage } from './demo-language';
export { direction } from './direction';

type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends Plural ? Plural : Shape<T[K]>;
};
export type Words = Shape<typeof en>;

/** What the search dialog downloads (search-words.json): the about result's name is the index's. */
export type SearchWords = Omit<Words['search'], 'aboutOwner'>;
export const searchWords = ({ aboutOwner: _, ...dialog }: Words['search']): SearchWords => dialog;

// A dictionary is checked against English's shape here (the type check) and at build
// (`dictionaryProblems`); an owner's language is one more JSON file beside these and one line here.
export const dictionaries: Readonly<Record<string, Words>> = {
  ar,
  de,
  en,
  es,
  fr,
  ja,
  pt,
  'zh-Hans': zhHans,
};

/** The dictionary's name for a BCP 47 tag: the tag, else its language (`fr-CA` -> `fr`, `zh-CN` -> `zh-Hans`). */
export function dictionaryName(tag: string): string | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
  const script = locale.language === 'zh' ? `zh-${locale.script}` : undefined;
  return [tag, script, locale.language].find((name) => name && Object.hasOwn(dictionaries, name));
}

export const dictionaryOf = (tag: string): Words | undefined => {
  const name = dictionaryName(tag);
  return name === undefined ? undefined : dictionaries[name];
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every key of English missing from `words`, or missing a `{value}` English fills in. */
export function dictionaryProblems(
  name: string,
  words: unknown,
  shape: unknown = en,
  at = '',
): string[] {
  if (typeof shape === 'string') {
    if (typeof words !== 'string') return [`${name}: ${at} is missing`];
    const lacking = placeholders(shape).filter((value) => !placeholders(words).includes(value));
    return lacking.map((value) => `${name}: ${at} lacks {${value}}`);
  }
  const given = (words ?? {}) as Record<string, unknown>;
  const isPlural = 'other' in (shape as object);
  return Object.entries(shape as object).flatMap(([key, value]) =>
    isPlural && key !== 'other'
      ? [] // a language need not have English's `one`
      : dictionaryProblems(name, given[key], value, at ? `${at}.${key}` : key),
  );
}
