// The freeCodeCamp previewer stories ask the first document for one of each.
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const wanted: readonly (readonly [string, (node: Nodes) => boolean])[] = [
  ['a heading (#)', (node) => node.type === 'heading' && node.depth === 1],
  ['a sub heading (##)', (node) => node.type === 'heading' && node.depth === 2],
  ['a link', (node) => node.type === 'link' || node.type === 'linkReference'],
  ['inline code', (node) => node.type === 'inlineCode'],
  ['a code block', (node) => node.type === 'code'],
  ['a list item', (node) => node.type === 'listItem'],
  ['a blockquote', (node) => node.type === 'blockquote'],
  ['an image', (node) => node.type === 'image' || node.type === 'imageReference'],
  ['bold text', (node) => node.type === 'strong'],
];

export function missingFromSample(sample: string): string[] {
  const found = new Set<string>();
  const visit = (node: Nodes) => {
    for (const [element, is] of wanted) if (is(node)) found.add(element);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(unified().use(remarkParse).use(remarkGfm).parse(sample));
  return wanted.map(([element]) => element).filter((element) => !found.has(element));
}

export const sampleElements = wanted.map(([element]) => element);
