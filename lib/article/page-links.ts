// GitHub's bare in-page links (#fn-1 for user-content-fn-1) point at the id they mean.
import type { Element, Root } from 'hast';
import { targetIds } from './heading-ids';
import { walk } from './walk';

export function rehypeResolveInPageLinks() {
  return (tree: Root) => {
    const ids = new Set<string>();
    const links: Element[] = [];
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
      // An old anchor, <a name="x">, is written as a span with that id (markdown-components).
      if (node.tagName === 'a' && !node.properties.href && typeof node.properties.name === 'string')
        ids.add(node.properties.name);
      if (node.tagName === 'a' && String(node.properties.href ?? '').startsWith('#'))
        links.push(node);
    });
    for (const link of links) {
      const target = targetIds(String(link.properties.href)).find((id) => ids.has(id));
      if (target) link.properties.href = `#${target}`;
    }
  };
}
