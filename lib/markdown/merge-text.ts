import type { Element, Root } from 'hast';

// remark-breaks leaves two text nodes after each <br>, and React marks the seam with <!-- -->.
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
  node.children = children as typeof node.children;
}
