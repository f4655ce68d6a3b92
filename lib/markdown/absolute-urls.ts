// Feed readers show a post away from the site: every link and picture must name its full address.
import type { Element, Root } from 'hast';

export function rehypeAbsoluteUrls({
  page,
  site,
  picture = site,
}: {
  page: string;
  site: (path: string) => string;
  picture?: (path: string) => string;
}) {
  const absolute = (url: string, local: (path: string) => string) =>
    url.startsWith('#')
      ? `${page}${url}`
      : url.startsWith('/') && !url.startsWith('//')
        ? local(url)
        : url;
  return () => (tree: Root) => {
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'element') {
        const { href, src } = node.properties;
        if (typeof href === 'string') node.properties.href = absolute(href, site);
        if (typeof src === 'string') node.properties.src = absolute(src, picture);
      }
      for (const child of node.children) if (child.type === 'element') stack.push(child);
    }
  };
}
