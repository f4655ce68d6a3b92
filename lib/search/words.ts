// One rule for the index, the query and the marks in excerpts alike.
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

export function termOf(word: string): string {
  // Excerpts look at hundreds of words a keystroke, and most are ASCII.
  if (/^[\x00-\x7f]*$/.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface WordAt {
  word: string;
  start: number;
  end: number;
}

// One at a time: a search may stop early.
export function* wordsOf(text: string): Generator<WordAt> {
  for (const match of text.matchAll(wordPattern))
    yield { word: match[0], start: match.index, end: match.index + match[0].length };
}

export function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const { word, start } of wordsOf(text)) if (terms.has(termOf(word))) return start;
  return -1;
}

export function tokenize(text: string): string[] {
  return text.match(wordPattern) ?? [];
}
