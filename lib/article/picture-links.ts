import type { Raw } from 'mdast-util-to-hast';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import { gfmTree, isSitePath } from './images';
import { walk } from './walk';

const picture = /\.(?:svg|png|jpe?g|webp|avif)$/i;

/** A link's address, if it is a picture of this site: `[![A photo](/a.jpg)](/a.jpg)`. */
export const linkedPicture = (href: string) => {
  const path = href.replace(/[?#].*$/s, '');
  return isSitePath(path) && picture.test(path) ? path : undefined;
};

const htmlParser = unified().use(rehypeRaw);

// Links to pictures of the site, in markdown and as HTML (`<a href="/x.svg">`), by line: the
// "click to enlarge" of Jekyll and Hugo posts, which must lead to a published copy.
export function pictureLinksIn(text: string): { href: string; line: number }[] {
  const tree = gfmTree(text);
  const links: { href: string; line: number }[] = [];
  const html: Raw[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      const path = linkedPicture(node.url);
      if (path) links.push({ href: path, line: node.position?.start.line ?? 1 });
    }
    if (node.type === 'html')
      html.push({ type: 'raw', value: node.value, position: node.position });
  });
  if (html.length > 0) {
    walk(htmlParser.runSync({ type: 'root', children: html }), (node) => {
      if (node.type !== 'element' || node.tagName !== 'a') return;
      const { href } = node.properties;
      const path = typeof href === 'string' ? linkedPicture(href) : undefined;
      if (path) links.push({ href: path, line: node.position?.start.line ?? 1 });
    });
  }
  return links.sort((a, b) => a.line - b.line);
}
