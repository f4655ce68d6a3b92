// How text is cut into words, for the index, the query and the marks in excerpts alike: letters,
// digits and combining marks of any script; everything else (punctuation, symbols, emoji) separates.
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** A word as the index keeps it: lower case, accents folded ('Café' -> 'cafe'). */
export function termOf(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface WordAt {
  word: string;
  start: number;
  end: number;
}

/** The words of a text with where each one stands. */
export function wordsOf(text: string): WordAt[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? [];
}
