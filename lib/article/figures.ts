// `![alt](src "title")` alone in its paragraph is a figure, its title the caption, as Hugo's figure
// shortcode and most blog themes make it. Made after the sanitizer, which has no <figure>.
import type { Element, ElementContent, Root } from 'hast';
import { articleImage, isRaster, variantFile } from '../images/variants';
import { isSitePath } from '../markdown/images';
import { assetPath } from '../urls.mjs';

const blank = (node: ElementContent) => node.type === 'text' && node.value.trim() === '';

function figureOf(paragraph: Element): Element | undefined {
  const content = paragraph.children.filter((child) => !blank(child));
  const [image] = content;
  if (content.length !== 1 || image?.type !== 'element' || image.tagName !== 'img') return;
  const { title, ...properties } = image.properties;
  if (typeof title !== 'string' || title.trim() === '') return;
  const caption: Element = {
    type: 'element',
    tagName: 'figcaption',
    properties: {},
    children: [{ type: 'text', value: title }],
  };
  return {
    type: 'element',
    tagName: 'figure',
    properties: {},
    children: [{ ...image, properties }, caption],
  };
}

export function rehypeFigures() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== 'element') return child;
        if (child.tagName === 'p') return figureOf(child) ?? child;
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}

/**
 * Where a picture opens at full size with no script: this site's largest copy of it, or an
 * https picture itself. An SVG is not linked: it scales, and opened alone it is a document.
 */
export function fullSize(src: string): string | undefined {
  if (isSitePath(src)) {
    return isRaster(src)
      ? assetPath(`/images/${variantFile(src, Math.max(...articleImage.widths))}`)
      : undefined;
  }
  return src.startsWith('https://') && !/\.svgz?(?:[?#]|$)/i.test(src) ? src : undefined;
}
