import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { headingText, idPrefix } from './heading-ids';
import { remarkPlugins } from './render-options';

export interface Section {
  depth: number;
  text: string;
  id: string;
}

const processor = unified().use(remarkParse).use(remarkPlugins);

export function outline(text: string): Section[] {
  const tree = processor.runSync(processor.parse(text)) as Root;
  return tree.children.flatMap((node) =>
    node.type === 'heading' && node.depth >= 2 && node.depth <= 3
      ? [
          {
            depth: node.depth,
            text: headingText(node),
            id: `${idPrefix}${String(node.data?.hProperties?.id)}`,
          },
        ]
      : [],
  );
}

export const needsContents = (sections: readonly Section[]) => sections.length >= 3;
