import type { Raw } from 'mdast-util-to-hast';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { sharedTrees } from './shared-tree';
import { walk } from './walk';

interface DocumentImage {
  src: string;
  alt: string;
  line: number;
}

const gfmParser = unified().use(remarkParse).use(remarkGfm);

/** The GitHub-flavoured syntax tree of a text, shared: never change it. */
export const gfmTree = sharedTrees((text) => gfmParser.parse(text));

const htmlParser = unified().use(rehypeRaw);

// As CommonMark reads them: a reference takes the first definition of its label.
export function imagesIn(text: string): DocumentImage[] {
  const tree = gfmTree(text);
  const definitions = new Map<string, string>();
  const html: Raw[] = [];
  walk(tree, (node) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
    if (node.type === 'html')
      html.push({ type: 'raw', value: node.value, position: node.position });
  });
  const images: DocumentImage[] = [];
  walk(tree, (node) => {
    if (node.type !== 'image' && node.type !== 'imageReference') return;
    const src = node.type === 'image' ? node.url : definitions.get(node.identifier);
    const line = node.position?.start.line ?? 1;
    if (src !== undefined) images.push({ src, alt: node.alt ?? '', line });
  });
  return [...images, ...htmlImages(html)].sort((a, b) => a.line - b.line);
}

// Pictures written as HTML (`<img src="/a.png" alt="…">`, as Jekyll and Hugo posts often are),
// read as the page reads them, so they get copies and checks too.
function htmlImages(html: Raw[]): DocumentImage[] {
  if (html.length === 0) return [];
  const images: DocumentImage[] = [];
  walk(htmlParser.runSync({ type: 'root', children: html }), (node) => {
    if (node.type !== 'element' || node.tagName !== 'img') return;
    const { src, alt } = node.properties;
    const line = node.position?.start.line ?? 1;
    if (typeof src === 'string')
      images.push({ src, alt: typeof alt === 'string' ? alt : '', line });
  });
  return images;
}

export const isSitePath = (src: string) => src.startsWith('/') && !src.startsWith('//');
