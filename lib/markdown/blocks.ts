// Each top-level block renders apart, and only when it changed.
import type { Definition, Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { maxNesting } from '../article/nesting';
import type { PreviewFailure } from './preview-protocol';
import { previewRemarkPlugins } from './preview-options';
import { walk } from '../article/walk';

export const maxTreeDepth = maxNesting * 4;

const processor = unified().use(remarkParse).use(previewRemarkPlugins);

export const markdownTree = (text: string) => processor.runSync(processor.parse(text)) as Root;

export function parseIntoBlocks(
  text: string,
): { ok: true; blocks: Root[] } | { ok: false; reason: Exclude<PreviewFailure, 'too-slow'> } {
  let tree: Root;
  try {
    tree = markdownTree(text);
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (treeDepth(tree) > maxTreeDepth) return { ok: false, reason: 'too-deep' };
  // Without positions, a block's JSON is the same wherever it stands: a key for its rendering.
  stripPositions(tree);
  return { ok: true, blocks: splitBlocks(tree) };
}

// Every block starts with all link definitions, in document order; footnotes keep a document whole.
export function splitBlocks(tree: Root): Root[] {
  const definitions: Definition[] = [];
  let footnotes = false;
  walk(tree, (node) => {
    if (node.type === 'definition') definitions.push(node);
    if (node.type === 'footnoteDefinition') footnotes = true;
  });
  if (footnotes || tree.children.some(leavesHtmlOpen)) return [tree];
  return tree.children
    .filter((child) => child.type !== 'definition')
    .map((child): Root => ({ type: 'root', children: [...definitions, child] }));
}

const opening =
  /<(?!(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b)[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*?)?(?<!\/)>/g;
const closing = /<\/[A-Za-z][A-Za-z0-9-]*\s*>/g;

// The HTML parser carries unclosed elements (a <details>) into the next blocks: render it whole.
function leavesHtmlOpen(block: Nodes): boolean {
  let balance = 0;
  walk(block, (node) => {
    if (node.type !== 'html') return;
    balance += (node.value.match(opening)?.length ?? 0) - (node.value.match(closing)?.length ?? 0);
  });
  return balance > 0;
}

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

export const stripPositions = (tree: Root) =>
  walk(tree, (node) => {
    delete node.position;
  });
