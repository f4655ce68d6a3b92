// A post without a summary is described by its first paragraph, as blog generators do: plain
// text, cut at a word near the length search engines show.
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { formulaText } from './math';
import { remarkMath } from './math-syntax';
import { walk } from './walk';

// Formulas as the page reads them, each written as a line of text (no MathML in a summary).
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

export const excerptLength = 160;

// Read in the whole document, so a reference link (`[words][id]`) is its words; a picture's alt
// text describes the picture, not the post.
function wordsOf(node: Nodes): string {
  if (node.type === 'image' || node.type === 'imageReference' || node.type === 'html') return '';
  if (node.type === 'break') return ' ';
  if (node.type === 'inlineMath') return formulaText(node.value);
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map((child) => wordsOf(child as Nodes)).join('') : '';
}

export function excerpt(text: string, length = excerptLength): string | undefined {
  let first: string | undefined;
  walk(parser.parse(text), (node) => {
    if (first !== undefined || node.type !== 'paragraph') return;
    const words = wordsOf(node).replace(/\s+/g, ' ').trim();
    if (words) first = words;
  });
  if (first === undefined || first.length <= length) return first;
  const cut = first.slice(0, length);
  const word = cut.replace(/\s+\S*$/, '');
  return `${(word.length > length / 2 ? word : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
