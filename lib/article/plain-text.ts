import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkMath } from './math-syntax';
import { remarkAlerts } from './alerts';

// Formulas as their TeX, which is what a visitor would type to find one.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkAlerts).use(remarkMath);

const phrasing = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'inlineMath',
  'link',
  'html',
]);

// Blocks and broken lines are joined by a space, so their words never run together.
function plain(node: Nodes): string {
  if (node.type === 'html') return '';
  if (node.type === 'break') return ' ';
  if (node.type === 'image') return node.alt ?? '';
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const children: Nodes[] = node.children;
  const joiner = children.every((child) => phrasing.has(child.type)) ? '' : ' ';
  return children.map(plain).join(joiner);
}

export const markdownText = (text: string) =>
  plain(parser.runSync(parser.parse(text)) as Nodes)
    .replace(/\s+/g, ' ')
    .trim();
