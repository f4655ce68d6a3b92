// A post without a summary is described by its first paragraph, as blog generators do: plain
// text, cut at a word near the length search engines show.
import { gfmParser } from '../markdown/images';
import { markdownText } from '../markdown/plain-text';
import { walk } from '../markdown/walk';

export const excerptLength = 160;

export function excerpt(text: string, length = excerptLength): string | undefined {
  let first: string | undefined;
  walk(gfmParser.parse(text), (node) => {
    if (first !== undefined || node.type !== 'paragraph') return;
    const { start, end } = node.position!;
    // A picture's alt text describes the picture, not the post.
    const source = text.slice(start.offset, end.offset).replace(/!\[[^\]]*\]\([^)]*\)/g, '');
    const words = markdownText(source);
    if (words) first = words;
  });
  if (first === undefined || first.length <= length) return first;
  const cut = first.slice(0, length);
  const word = cut.replace(/\s+\S*$/, '');
  return `${(word.length > length / 2 ? word : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
