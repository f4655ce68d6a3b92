import type { Root } from 'mdast';
import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { partParser, type ParsedBlock } from '@/lib/markdown/part-parser';
import type { ListBlock, RenderedBlocks } from '@/lib/markdown/preview-protocol';
import { rehypePluginsWithRawHtml as withRawHtml } from '@/lib/markdown/raw-html';
import { markdownOptions } from '@/lib/markdown/render-options';
import { components } from '../preview/markdown-preview';

/**
 * One top-level block the worker has already parsed (see lib/markdown/blocks.ts): the preview's
 * renderer, handed that tree in place of parsing the text again.
 */
export function MarkdownBlock({ tree }: { tree: Root }) {
  // The remark plugins have run already, in the worker's parse.
  const workerTree = () => () => tree;
  return (
    <Markdown
      {...markdownOptions}
      remarkPlugins={[workerTree]}
      rehypePlugins={withRawHtml}
      components={components}
    >
      {''}
    </Markdown>
  );
}

/** A whole document, rendered as the worker renders its blocks: what they must add up to. */
export function MarkdownDocument({ text }: { text: string }) {
  return (
    <Markdown {...markdownOptions} rehypePlugins={withRawHtml} components={components}>
      {text}
    </Markdown>
  );
}

/**
 * The preview worker's work: the document as the HTML of each top-level block, rendered by the
 * preview's own components, so it is the markup the page would render itself. Blocks (and parts
 * of long lists) rendered for an earlier keystroke come from the cache; only changed ones are
 * rendered again.
 */
export function blockRenderer(
  renderBlock = (tree: Root) => renderToStaticMarkup(<MarkdownBlock tree={tree} />),
  cacheSize = 5_000,
) {
  const parse = partParser();
  let cache = new Map<string, string>();
  return (text: string): RenderedBlocks => {
    const parsed = parse(text);
    if (!parsed.ok) return parsed;
    const next = new Map<string, string>();
    const rendered = (tree: Root) => {
      const key = JSON.stringify(tree);
      const html = cache.get(key) ?? next.get(key) ?? renderBlock(tree);
      next.set(key, html);
      return html;
    };
    const blocks = parsed.blocks.map(
      (block) => joinedList(block, rendered) ?? rendered(block.tree),
    );
    // Keep what this document uses, so the cache never outgrows the document.
    cache = next.size <= cacheSize ? next : new Map();
    return { ok: true, blocks };
  };
}

/**
 * A list rendered a part at a time: each part is a list of the same kind, whose items render as
 * they do in the whole list, so the whole is one part's opening tag, every part's items, and the
 * closing tag. Only the opening tag can differ between parts: a list with a task anywhere has
 * GitHub's class for task lists.
 */
function joinedList(block: ParsedBlock, rendered: (tree: Root) => string): ListBlock | null {
  if (!block.listParts) return null;
  const parts = block.listParts.map((part) => {
    const html = rendered(part);
    const openEnd = html.indexOf('>') + 1;
    // <ul ...>\n<li>...</li>\n</ul>: the items lie between the two line breaks.
    return { open: html.slice(0, openEnd), items: html.slice(openEnd + 1, html.lastIndexOf('\n')) };
  });
  const open =
    parts.find((part) => part.open.includes('contains-task-list'))?.open ?? parts[0]!.open;
  const close = open.startsWith('<ol') ? '</ol>' : '</ul>';
  return { open, parts: parts.map((part) => part.items), close };
}
