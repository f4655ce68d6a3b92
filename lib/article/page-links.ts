// GitHub's bare in-page links (#fn-1 for user-content-fn-1) point at the id they mean, and so do
// links to a place in another page of the site (/writing/x/#part), given that page's ids.
import type { Element, Root } from 'hast';
import { targetIds } from './heading-ids';
import { walk } from './walk';

/** `idsAt(path)`: the ids of the site's page at `path`, where it has a post's or story's. */
export function rehypeResolveInPageLinks({
  idsAt,
}: { idsAt?: (path: string) => ReadonlySet<string> | undefined } = {}) {
  return (tree: Root) => {
    const ids = new Set<string>();
    const links: Element[] = [];
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
      // An old anchor, <a name="x">, is written as a span with that id (markdown-components).
      if (node.tagName === 'a' && !node.properties.href && typeof node.properties.name === 'string')
        ids.add(node.properties.name);
      if (node.tagName === 'a' && /^\/?[^:?#]*#./.test(String(node.properties.href ?? '')))
        links.push(node);
    });
    for (const link of links) {
      const [path = '', hash = ''] = String(link.properties.href).split(/#(.*)/s);
      const there = path === '' ? ids : path.startsWith('/') ? idsAt?.(path) : undefined;
      const target = there && targetIds(hash).find((id) => there.has(id));
      if (target) link.properties.href = `${path}#${target}`;
    }
  };
}
