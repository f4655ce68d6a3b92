// `![alt](src "title")` alone in its paragraph is a figure, its title the caption, as Hugo's figure
// shortcode and most blog themes make it. Made after the sanitizer, which keeps only a <figure>
// written as HTML.
import type { Element, ElementContent, ElementData, Root } from 'hast';
import { articleImage, isRaster, largestCopy } from '../images/variants';
import { isSitePath } from './images';

// A figure made here, of a titled picture, has its picture open at full size; one written as HTML
// (Hugo's figure shortcode) links only where it says so.
declare module 'hast' {
  interface ElementData {
    titledPicture?: boolean;
  }
}

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
    // hast-util-from-parse5's typings make `position` required here; this figure has none.
    data: { titledPicture: true } as ElementData,
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
    return isRaster(src) ? largestCopy(src, articleImage) : undefined;
  }
  return src.startsWith('https://') && !/\.svgz?(?:[?#]|$)/i.test(src) ? src : undefined;
}
