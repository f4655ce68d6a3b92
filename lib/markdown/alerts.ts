// GitHub's alerts: a block quote whose first line is [!NOTE], [!TIP], [!IMPORTANT], [!WARNING] or
// [!CAUTION] (any case) renders as GitHub renders it, a
// <div class="markdown-alert markdown-alert-note"> with a <p class="markdown-alert-title">Note</p>
// before the rest of the quote. Anything else on the marker's line keeps it a plain quote.
import type { Blockquote, Nodes, Paragraph, Root } from 'mdast';

const marker = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

/** A remark step, after remark-breaks: runs on the whole document, before any cutting. */
export function remarkAlerts() {
  return (tree: Root) => {
    const stack: Nodes[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'blockquote') toAlert(node);
      if ('children' in node) stack.push(...node.children);
    }
  };
}

function toAlert(quote: Blockquote) {
  const first = quote.children[0];
  if (first?.type !== 'paragraph') return;
  const [text, next] = first.children;
  const match = text?.type === 'text' ? marker.exec(text.value) : null;
  if (!text || text.type !== 'text' || !match) return;
  const rest = text.value.slice(match[0].length);
  // The marker must stand alone on its line: followed by a line break, or by nothing at all.
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
