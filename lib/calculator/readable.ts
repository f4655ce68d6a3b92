// Text quoted back to the visitor in a note: characters that show nothing (a zero-width space, a
// soft hyphen, a control character) are named by code point, so a note never quotes an empty “”.

const invisible = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** Emoji keep their joiners and variation selectors: they show as one picture. */
const picture = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

const codePoint = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** `text` as it can be read in a note: "U+200B" alone, "1⟨U+200B⟩2" among other characters. */
export function readable(text: string): string {
  const chars = Array.from(text);
  if (chars.length > 0 && chars.every((char) => invisible.test(char))) {
    return chars.map(codePoint).join(' ');
  }
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return Array.from(graphemes, ({ segment }) =>
    picture.test(segment)
      ? segment
      : Array.from(segment, (char) => (invisible.test(char) ? `⟨${codePoint(char)}⟩` : char)).join(
          '',
        ),
  ).join('');
}
