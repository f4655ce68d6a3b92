// How text is cut into words, for the index, the query and the marks in excerpts alike: letters,
// digits and combining marks of any script; everything else (punctuation, symbols, emoji) separates.
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** A word as the index keeps it: lower case, accents folded ('Café' -> 'cafe'). */
export function termOf(word: string): string {
  // Most words are ASCII: nothing to fold, and excerpts look at hundreds of words a keystroke.
  if (/^[\x00-\x7f]*$/.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface WordAt {
  word: string;
  start: number;
  end: number;
}

/** The words of a text with where each one stands, one at a time (a search may stop early). */
export function* wordsOf(text: string): Generator<WordAt> {
  for (const match of text.matchAll(wordPattern))
    yield { word: match[0], start: match.index, end: match.index + match[0].length };
}

/** Where the first word of `text` whose term is one of `terms` starts, or -1. */
export function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const { word, start } of wordsOf(text)) if (terms.has(termOf(word))) return start;
  return -1;
}

export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? [];
}
