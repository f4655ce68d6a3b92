import { codePointName } from '../text';

// Characters that show nothing are named by code point, so a note never quotes an empty “”.
const invisible = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const picture = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/** "U+200B" alone, "1⟨U+200B⟩2" among other characters. */
export function readable(text: string): string {
  const chars = Array.from(text);
  if (chars.length > 0 && chars.every((char) => invisible.test(char))) {
    return chars.map(codePointName).join(' ');
  }
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return Array.from(graphemes, ({ segment }) =>
    picture.test(segment)
      ? segment
      : Array.from(segment, (char) =>
          invisible.test(char) ? `⟨${codePointName(char)}⟩` : char,
        ).join(''),
  ).join('');
}
