// Data, not HTML: the dialog renders runs as text nodes.
import { firstMatch, termOf, wordsOf } from '../article/words';

export interface TextRun {
  text: string;
  marked: boolean;
}

export function markWords(text: string, terms: ReadonlySet<string>): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const { word, start, end } of wordsOf(text)) {
    if (!terms.has(termOf(word))) continue;
    if (start > at) runs.push({ text: text.slice(at, start), marked: false });
    runs.push({ text: word, marked: true });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), marked: false });
  return runs;
}

export function excerpt(text: string, terms: ReadonlySet<string>, length = 160): TextRun[] {
  const matchAt = Math.max(0, firstMatch(text, terms));
  let start = Math.max(0, matchAt - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > matchAt ? text.lastIndexOf(' ', end) : end;
  const runs = markWords(text.slice(start, end).trim(), terms);
  if (start > 0) runs.unshift({ text: '… ', marked: false });
  if (end < text.length) runs.push({ text: ' …', marked: false });
  return runs;
}
