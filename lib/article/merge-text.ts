import type { Root } from 'hast';
import { walk } from './walk';

// remark-breaks leaves two text nodes after each <br>, and React marks the seam with <!-- -->.
export function rehypeMergeText() {
  return (tree: Root) =>
    walk(tree, (node) => {
      if (!('children' in node)) return;
      const children: Root['children'] = [];
      for (const child of node.children) {
        const previous = children.at(-1);
        if (child.type === 'text' && previous?.type === 'text') {
          children[children.length - 1] = { ...previous, value: previous.value + child.value };
        } else children.push(child);
      }
      node.children = children as typeof node.children;
    });
}
