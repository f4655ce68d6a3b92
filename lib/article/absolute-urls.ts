// Feed readers show a post away from the site: every link and picture must name its full address.
import type { Root } from 'hast';
import { walk } from './walk';

export function rehypeAbsoluteUrls({
  page,
  site,
  picture = site,
}: {
  page: string;
  site: (path: string) => string;
  picture?: (path: string) => string;
}) {
  // Root paths get the base path; other relative addresses are read from the post's page.
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
  return () => (tree: Root) =>
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      const { href, src, srcSet } = node.properties;
      if (typeof href === 'string') node.properties.href = absolute(href, site);
      if (typeof src === 'string') node.properties.src = absolute(src, picture);
      if (typeof srcSet === 'string') node.properties.srcSet = absoluteSet(srcSet);
    });
}
