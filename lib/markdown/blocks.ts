// Each top-level block renders apart, and only when it changed.
import type { Definition, Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { maxNesting } from './preview-plan';
import type { PreviewFailure } from './preview-protocol';
import { remarkPlugins } from './render-options';

export type ParsedBlocks =
  { ok: true; blocks: Root[] } | { ok: false; reason: Exclude<PreviewFailure, 'too-slow'> };

// list > listItem > paragraph: the tree may be a few times deeper than the text.
export const maxTreeDepth = maxNesting * 4;

const processor = unified().use(remarkParse).use(remarkPlugins);

export function parseIntoBlocks(text: string): ParsedBlocks {
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(text)) as Root;
  } catch {
    // A shape the limits did not foresee overflowed the parser: say so rather than crash.
    return { ok: false, reason: 'failed' };
  }
  if (treeDepth(tree) > maxTreeDepth) return { ok: false, reason: 'too-deep' };
  // Without positions, a block's JSON is the same wherever it stands: a key for its rendering.
  stripPositions(tree);
  return { ok: true, blocks: splitBlocks(tree) };
}

// Every block starts with all link definitions, in document order (the first of one label wins).
// Footnotes gather at the end, so a document with footnotes stays whole.
export function splitBlocks(tree: Root): Root[] {
  const { footnotes, definitions } = definitionsIn(tree);
  if (footnotes || tree.children.some(leavesHtmlOpen)) return [tree];
  return tree.children
    .filter((child) => child.type !== 'definition')
    .map((child): Root => ({ type: 'root', children: [...definitions, child] }));
}

function definitionsIn(tree: Root): { footnotes: boolean; definitions: Definition[] } {
  const definitions: Definition[] = [];
  let footnotes = false;
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'definition') definitions.push(node);
    if (node.type === 'footnoteDefinition') footnotes = true;
    if ('children' in node)
      for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return { footnotes, definitions };
}

const opening =
  /<(?!(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b)[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*?)?(?<!\/)>/g;
const closing = /<\/[A-Za-z][A-Za-z0-9-]*\s*>/g;

// The HTML parser carries unclosed elements into the next blocks (a <details> around paragraphs),
// so such a document renders whole, like one with footnotes.
function leavesHtmlOpen(block: Nodes): boolean {
  let balance = 0;
  const stack: Nodes[] = [block];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'html') {
      balance +=
        (node.value.match(opening)?.length ?? 0) - (node.value.match(closing)?.length ?? 0);
    }
    if ('children' in node) stack.push(...node.children);
  }
  return balance > 0;
}

// Without recursion: recursion is what deep trees break.
export function treeDepth(tree: Root): number {
  let deepest = 0;
  const stack: [Nodes, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if ('children' in node) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

export function stripPositions(tree: Root) {
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    delete node.position;
    if ('children' in node) stack.push(...node.children);
  }
}
