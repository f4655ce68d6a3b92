import type { Heading, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { headingText, idPrefix } from './heading-ids';
import { remarkPlugins } from './render-options';

const processor = unified().use(remarkParse).use(remarkPlugins);

export function outline(text: string) {
  const tree = processor.runSync(processor.parse(text)) as Root;
  return tree.children
    .filter(
      (node): node is Heading => node.type === 'heading' && node.depth >= 2 && node.depth <= 3,
    )
    .map((node) => ({
      depth: node.depth,
      text: headingText(node),
      id: `${idPrefix}${String(node.data?.hProperties?.id)}`,
    }));
}

export type Section = ReturnType<typeof outline>[number];

export const needsContents = (sections: readonly Section[]) => sections.length >= 3;
