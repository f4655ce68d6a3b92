import { spaceless, wordsOf } from '../article/words';

const wordsPerMinute = 230;
const charactersPerMinute = 500;
// Chinese and Japanese are read by the character, other scripts by the word.
const readByCharacter = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/gu;
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;

export function readingMinutes(text: string): number {
  const characters = text.match(readByCharacter)?.length ?? 0;
  let words = 0;
  for (const [run] of text.replace(readByCharacter, ' ').matchAll(wordPattern))
    words += spaceless.test(run) ? Array.from(wordsOf(run)).length : 1;
  return Math.max(1, Math.round(words / wordsPerMinute + characters / charactersPerMinute));
}
