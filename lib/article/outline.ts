import type { Heading } from 'mdast';
import { articleTree } from './tree';
import { headingText, idPrefix } from './heading-ids';

export function outline(text: string) {
  return articleTree(text)
    .children.filter(
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
