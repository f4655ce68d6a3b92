// The page's language, from one place: the first of the owner's languages (lib/content/owner.ts).
import { languages } from '../content/owner';
import { contentFiles } from './content-files';
import { dictionaries, dictionaryName, dictionaryProblems, direction, type Words } from '../words';
import { en } from '../words/en';

export const siteLanguage = languages[0] ?? '';

/** `dir` of the page: `rtl` for Arabic, Hebrew, Persian and Urdu. */
export const siteDirection = () => direction(siteLanguage);

const nameOf = (tag: string) => (isTag(tag) ? dictionaryName(tag) : undefined);

/** The site language's words; English's while the check names what is wrong with the language. */
export const words: Words = dictionaries[nameOf(siteLanguage) ?? ''] ?? en;

function isTag(tag: string) {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** Each listed language needs a valid tag and a complete dictionary. */
export function languageProblems(tags: readonly string[] = languages): string[] {
  const file = contentFiles.owner;
  if (tags.length === 0) return [`${file}: languages is empty: list at least one, such as ['fr']`];
  return tags.flatMap((tag) => {
    if (!isTag(tag)) {
      return [`${file}: languages has "${tag}", which is not a BCP 47 tag such as 'fr' or 'pt-BR'`];
    }
    const name = nameOf(tag);
    if (name === undefined) {
      return [
        `${file}: languages has "${tag}", which has no dictionary: add lib/words/${tag}.ts (a copy of en.ts in your words) and list it in lib/words/index.ts`,
      ];
    }
    return dictionaryProblems(`lib/words/${name}.ts`, dictionaries[name]);
  });
}
