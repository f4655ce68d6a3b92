import type { Root } from 'mdast';
import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { partParser, type ParsedBlock } from '@/lib/markdown/part-parser';
import type { ListBlock, RenderedBlocks } from '@/lib/markdown/preview-protocol';
import { rehypePluginsWithRawHtml as withRawHtml } from '@/lib/article/raw-html';
import { previewOptions } from '@/lib/markdown/preview-options';
import { components } from '@/components/article/markdown-components';

// The worker has parsed the tree already (lib/markdown/blocks.ts).
export function MarkdownBlock({ tree }: { tree: Root }) {
  const workerTree = () => () => tree;
  return (
    <Markdown
      {...previewOptions}
      remarkPlugins={[workerTree]}
      rehypePlugins={withRawHtml}
      components={components}
    >
      {''}
    </Markdown>
  );
}

// The preview's own components, so it is the page's markup; unchanged blocks come from the cache.
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

// Parts render their items as the whole list does; only the opening tag differs (task-list class).
function joinedList(block: ParsedBlock, rendered: (tree: Root) => string): ListBlock | null {
  if (!block.listParts) return null;
  const parts = block.listParts.map((part) => {
    const html = rendered(part);
    const openEnd = html.indexOf('>') + 1;
    return { open: html.slice(0, openEnd), items: html.slice(openEnd + 1, html.lastIndexOf('\n')) };
  });
  const open =
    parts.find((part) => part.open.includes('contains-task-list'))?.open ?? parts[0]!.open;
  const close = open.startsWith('<ol') ? '</ol>' : '</ul>';
  return { open, parts: parts.map((part) => part.items), close };
}
