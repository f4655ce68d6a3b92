import type { Heading, Root } from 'mdast';
import { articleTree } from './tree';
import { headingText, idPrefix } from './heading-ids';
import { walk } from './walk';

// A heading's words, with its formulas apart so a page can draw them (`tree` that reads them).
export type TitlePart = { text: string } | { tex: string };

function titleParts(node: Heading): TitlePart[] {
  const parts: TitlePart[] = [];
  walk(node, (next) => {
    if (next.type === 'inlineMath') parts.push({ tex: next.value });
    else if (next.type !== 'heading') parts.push({ text: headingText(next) });
    return next.type === 'heading';
  });
  return parts;
}

export function outline(text: string, tree: (text: string) => Root = articleTree) {
  return tree(text)
    .children.filter(
      (node): node is Heading => node.type === 'heading' && node.depth >= 2 && node.depth <= 3,
    )
    .map((node) => ({
      depth: node.depth,
      text: headingText(node),
      parts: titleParts(node),
      id: `${idPrefix}${String(node.data?.hProperties?.id)}`,
    }));
}

export type Section = ReturnType<typeof outline>[number];

export const needsContents = (sections: readonly Section[]) => sections.length >= 3;
