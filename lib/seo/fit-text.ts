/**
 * `text` if it fits (`fits` gives something), else its longest start that fits with an ellipsis,
 * cut between graphemes.
 */
export async function fitText(
  text: string,
  fits: (candidate: string) => Promise<unknown>,
): Promise<string> {
  if (await fits(text)) return text;
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  const parts = Array.from(graphemes, ({ segment }) => segment);
  const cut = (count: number) => `${parts.slice(0, count).join('').trimEnd()}…`;
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await fits(cut(middle))) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}
