// Each of the owner's languages needs a valid tag and a complete dictionary.
import { languages } from '../content/owner';
import { dictionaries, dictionaryProblems } from '../words';
import { contentFiles } from './content-files';
import { dictionaryFor, isLanguageTag } from './words';

export function languageProblems(tags: readonly string[] = languages): string[] {
  const file = contentFiles.owner;
  if (tags.length === 0) return [`${file}: languages is empty: list at least one, such as ['fr']`];
  return tags.flatMap((tag) => {
    if (!isLanguageTag(tag)) {
      return [`${file}: languages has "${tag}", which is not a BCP 47 tag such as 'fr' or 'pt-BR'`];
    }
    const name = dictionaryFor(tag);
    if (name === undefined) {
      return [
        `${file}: languages has "${tag}", which has no dictionary: add lib/words/${tag}.ts (a copy of en.ts in your words) and list it in lib/words/index.ts`,
      ];
    }
    return dictionaryProblems(`lib/words/${name}.ts`, dictionaries[name]);
  });
}
