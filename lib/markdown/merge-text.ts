import type { Element, Root } from 'hast';

/**
 * A rehype step that joins neighbouring text nodes. remark-breaks leaves two of them after each
 * <br>; React's server render would mark the seam with <!-- -->, and that marker outlives the
 * first edit after hydration, so #preview would no longer hold the rendered markdown alone.
 */
export function rehypeMergeText() {
  return (tree: Root) => merge(tree);
}

function merge(node: Root | Element) {
  const children: Root['children'] = [];
  for (const child of node.children) {
    const previous = children.at(-1);
    if (child.type === 'text' && previous?.type === 'text') {
      children[children.length - 1] = { ...previous, value: previous.value + child.value };
      continue;
    }
    if (child.type === 'element') merge(child);
    children.push(child);
  }
  // Joining text nodes cannot change which kinds of node a parent holds.
  node.children = children as typeof node.children;
}
