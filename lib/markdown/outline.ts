import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { idPrefix } from './heading-ids';
import { remarkPlugins } from './render-options';

export interface Section {
  depth: number;
  text: string;
  id: string;
}

const processor = unified().use(remarkParse).use(remarkPlugins);

/** Levels 2 and 3, not those inside quotes or lists. */
export function outline(text: string): Section[] {
  const tree = processor.runSync(processor.parse(text)) as Root;
  return tree.children.flatMap((node) =>
    node.type === 'heading' && node.depth >= 2 && node.depth <= 3
      ? [
          {
            depth: node.depth,
            text: plain(node),
            id: `${idPrefix}${String(node.data?.hProperties?.id)}`,
          },
        ]
      : [],
  );
}

function plain(node: Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return 'children' in node ? node.children.map(plain).join('') : '';
}

export const needsContents = (sections: readonly Section[]) => sections.length >= 3;
