// The résumé PDF's fonts, tried in order for each character; pdfkit embeds only the glyphs used.
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { codePointName } from '../code-point';

export type Weight = 'regular' | 'bold';

// Japanese has only a bold cut in the repository (the share pictures'): it prints in both weights.
const chain = (...own: string[]) => [
  ...own.map((file) => join(process.cwd(), 'lib/resume/fonts', file)),
  ...['NotoSansJP-Bold.otf', 'NotoEmoji-Bold.ttf'].map((file) =>
    join(process.cwd(), 'lib/seo/fonts', file),
  ),
];
const chains: Record<Weight, string[]> = {
  regular: chain('DejaVuSans.ttf', 'NotoSansThai-Regular.ttf'),
  bold: chain('DejaVuSans-Bold.ttf', 'NotoSansThai-Bold.ttf'),
};
export const baseFont = (weight: Weight) => chains[weight][0]!;

const opened = new Map<string, Font>();
function covers(file: string, char: string): boolean {
  let font = opened.get(file);
  if (!font) opened.set(file, (font = create(readFileSync(file))));
  return font.hasGlyphForCodePoint(char.codePointAt(0)!);
}

// Marks, joiners and variation selectors belong to the character before them.
const joining = /^[\p{M}\u200c\u200d\ufe00-\ufe0f]$/u;

/** The text cut into runs each printed in one font; a character no font has stays in the first. */
export function fontRuns(text: string, weight: Weight) {
  const runs: { text: string; font: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font =
      last && joining.test(char)
        ? last.font
        : (chains[weight].find((file) => covers(file, char)) ?? baseFont(weight));
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs.length > 0 ? runs : [{ text, font: baseFont(weight) }];
}

const scriptNames = [
  ...[
    ['Hangul', 'Korean'],
    ['Han', 'Chinese'],
    ['Hiragana', 'Japanese'],
    ['Katakana', 'Japanese'],
  ],
  ...['Thai', 'Lao', 'Khmer', 'Myanmar', 'Tibetan', 'Devanagari', 'Bengali', 'Gurmukhi'],
  ...['Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Ethiopic'],
].map((entry) => {
  const [script, name] = typeof entry === 'string' ? [entry, entry] : entry;
  return { pattern: new RegExp(`\\p{sc=${script}}`, 'u'), name: name! };
});

/** What a reader would call the text of each character no font prints: "Korean", "U+1F9FF". */
export function unprintable(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (joining.test(char) || /^\s$/.test(char)) continue;
    if (chains.regular.some((file) => covers(file, char))) continue;
    const script = scriptNames.find(({ pattern }) => pattern.test(char));
    missing.add(script?.name ?? codePointName(char));
  }
  return [...missing];
}
