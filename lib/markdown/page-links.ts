// Pages have no script to follow GitHub's bare in-page links (#fn-1 for user-content-fn-1), so
// each points at the id it means.
import type { Element, Root } from 'hast';
import { targetIds } from './heading-ids';

export function rehypeResolveInPageLinks() {
  return (tree: Root) => {
    const ids = new Set<string>();
    const links: Element[] = [];
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'element') {
        if (typeof node.properties.id === 'string') ids.add(node.properties.id);
        if (node.tagName === 'a' && String(node.properties.href ?? '').startsWith('#'))
          links.push(node);
      }
      for (const child of node.children) if (child.type === 'element') stack.push(child);
    }
    for (const link of links) {
      const target = targetIds(String(link.properties.href)).find((id) => ids.has(id));
      if (target) link.properties.href = `#${target}`;
    }
  };
}
