import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

interface DocumentImage {
  src: string;
  alt: string;
  line: number;
}

const parser = unified().use(remarkParse).use(remarkGfm);

export function imagesIn(text: string): DocumentImage[] {
  const tree = parser.parse(text);
  const definitions = new Map<string, string>();
  const found: (DocumentImage | { reference: string; alt: string; line: number })[] = [];
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const line = node.position?.start.line ?? 1;
    if (node.type === 'image') found.push({ src: node.url, alt: node.alt ?? '', line });
    else if (node.type === 'imageReference') {
      found.push({ reference: node.identifier, alt: node.alt ?? '', line });
    } else if (node.type === 'definition') definitions.set(node.identifier, node.url);
    if ('children' in node) stack.push(...node.children);
  }
  return found
    .flatMap((image) =>
      'src' in image
        ? [image]
        : definitions.has(image.reference)
          ? [{ src: definitions.get(image.reference)!, alt: image.alt, line: image.line }]
          : [],
    )
    .sort((a, b) => a.line - b.line);
}

export const isSitePath = (src: string) => src.startsWith('/') && !src.startsWith('//');
