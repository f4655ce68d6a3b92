// GitHub's alerts (> [!NOTE] ...); anything else on the marker's line keeps the quote plain.
import type { Blockquote, Paragraph, Root } from 'mdast';
import { walk } from './walk';

const marker = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

export function remarkAlerts() {
  return (tree: Root) =>
    walk(tree, (node) => {
      if (node.type === 'blockquote') toAlert(node);
    });
}

function toAlert(quote: Blockquote) {
  const first = quote.children[0];
  if (first?.type !== 'paragraph') return;
  const [text, next] = first.children;
  const match = text?.type === 'text' ? marker.exec(text.value) : null;
  if (!text || text.type !== 'text' || !match) return;
  const rest = text.value.slice(match[0].length);
  if (rest === '' && next !== undefined && next.type !== 'break') return;
  const kind = match[1]!.toLowerCase();
  const body =
    rest === ''
      ? first.children.slice(next ? 2 : 1)
      : [{ ...text, value: rest }, ...first.children.slice(1)];
  const title: Paragraph = {
    type: 'paragraph',
    data: { hProperties: { className: ['markdown-alert-title'] } },
    children: [{ type: 'text', value: kind[0]!.toUpperCase() + kind.slice(1) }],
  };
  quote.children = [
    title,
    ...(body.length > 0 ? [{ ...first, children: body }] : []),
    ...quote.children.slice(1),
  ];
  quote.data = {
    ...quote.data,
    hName: 'div',
    hProperties: { className: ['markdown-alert', `markdown-alert-${kind}`] },
  };
}
