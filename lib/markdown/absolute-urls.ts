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
  // Paths from the site's root get the base path (and pictures their resized copy); any other
  // relative address (`other/`, `../other/`, `#notes`) is read from the post's page, as it is there.
  const absolute = (url: string, local: (path: string) => string) =>
    url === '' || URL.canParse(url)
      ? url
      : url.startsWith('/') && !url.startsWith('//')
        ? local(url)
        : new URL(url, page).href;
  const absoluteSet = (srcset: string) =>
    srcset
      .split(',')
      .map((candidate) => candidate.trim().replace(/^\S+/, (url) => absolute(url, picture)))
      .join(', ');
  return () => (tree: Root) => {
    const stack: (Root | Element)[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'element') {
        const { href, src, srcSet } = node.properties;
        if (typeof href === 'string') node.properties.href = absolute(href, site);
        if (typeof src === 'string') node.properties.src = absolute(src, picture);
        if (typeof srcSet === 'string') node.properties.srcSet = absoluteSet(srcSet);
      }
      for (const child of node.children) if (child.type === 'element') stack.push(child);
    }
  };
}
