// One rule for the index, the query and the marks in excerpts alike.
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;
// Scripts written without spaces: a run is cut into words by the platform's dictionary.
export const spaceless =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
// Browsers before 2024 lack it: there a run stays one word.
const segmenter = Intl.Segmenter && new Intl.Segmenter('und', { granularity: 'word' });
// Accents fold only where a letter with and without one is the same word to a reader.
const foldedMarks = /(?<=[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}]\p{M}*)\p{M}/gu;

export function termOf(word: string): string {
  if (/^[\x00-\x7f]*$/.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(foldedMarks, '').normalize('NFC').toLowerCase();
}

export function* wordsOf(text: string): Generator<{ word: string; start: number; end: number }> {
  for (const match of text.matchAll(wordPattern)) {
    const run = match[0];
    if (!segmenter || !spaceless.test(run)) {
      yield { word: run, start: match.index, end: match.index + run.length };
      continue;
    }
    for (const { segment, index } of segmenter.segment(run)) {
      const start = match.index + index;
      yield { word: segment, start, end: start + segment.length };
    }
  }
}

export function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const { word, start } of wordsOf(text)) if (terms.has(termOf(word))) return start;
  return -1;
}

export function tokenize(text: string): string[] {
  // Most texts have no run to cut: one match is faster than the generator.
  if (!segmenter || !spaceless.test(text)) return text.match(wordPattern) ?? [];
  return Array.from(wordsOf(text), ({ word }) => word);
}
