import type { Nodes as HastNodes } from 'hast';
import type { Nodes } from 'mdast';
import type { Raw } from 'mdast-util-to-hast';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

interface DocumentImage {
  src: string;
  alt: string;
  line: number;
}

const parser = unified().use(remarkParse).use(remarkGfm);
const htmlParser = unified().use(rehypeRaw);

export function imagesIn(text: string): DocumentImage[] {
  const tree = parser.parse(text);
  const definitions = new Map<string, string>();
  const found: (DocumentImage | { reference: string; alt: string; line: number })[] = [];
  const html: Raw[] = [];
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const line = node.position?.start.line ?? 1;
    if (node.type === 'image') found.push({ src: node.url, alt: node.alt ?? '', line });
    else if (node.type === 'html')
      html.push({ type: 'raw', value: node.value, position: node.position });
    else if (node.type === 'imageReference') {
      found.push({ reference: node.identifier, alt: node.alt ?? '', line });
    } else if (node.type === 'definition') definitions.set(node.identifier, node.url);
    if ('children' in node) stack.push(...node.children);
  }
  found.push(...htmlImages(html));
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

// Pictures written as HTML (`<img src="/a.png" alt="…">`, as Jekyll and Hugo posts often are),
// read as the page reads them, so they get copies and checks too.
function htmlImages(html: Raw[]): DocumentImage[] {
  if (html.length === 0) return [];
  const images: DocumentImage[] = [];
  const stack: HastNodes[] = [htmlParser.runSync({ type: 'root', children: html })];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (
      node.type === 'element' &&
      node.tagName === 'img' &&
      typeof node.properties.src === 'string'
    ) {
      const { src, alt } = node.properties;
      images.push({
        src,
        alt: typeof alt === 'string' ? alt : '',
        line: node.position?.start.line ?? 1,
      });
    }
    if ('children' in node) stack.push(...node.children);
  }
  return images;
}

export const isSitePath = (src: string) => src.startsWith('/') && !src.startsWith('//');
