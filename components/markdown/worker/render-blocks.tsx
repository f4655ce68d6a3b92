import type { Root } from 'mdast';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseIntoBlocks } from '@/lib/markdown/blocks';
import type { RenderedBlocks } from '@/lib/markdown/preview-protocol';
import { MarkdownBlock } from '../preview/markdown-preview';

/**
 * The preview worker's work: the document as the HTML of each top-level block, rendered by the
 * preview's own components, so it is the markup the page would render itself. Blocks rendered for
 * an earlier keystroke come from the cache; only changed blocks are rendered again.
 */
export function blockRenderer(
  renderBlock = (tree: Root) => renderToStaticMarkup(<MarkdownBlock tree={tree} />),
  cacheSize = 5_000,
) {
  let cache = new Map<string, string>();
  return (text: string): RenderedBlocks => {
    const parsed = parseIntoBlocks(text);
    if (!parsed.ok) return parsed;
    const next = new Map<string, string>();
    const blocks = parsed.blocks.map((tree) => {
      const key = JSON.stringify(tree);
      const html = cache.get(key) ?? next.get(key) ?? renderBlock(tree);
      next.set(key, html);
      return html;
    });
    // Keep what this document uses, so the cache never outgrows the document.
    cache = next.size <= cacheSize ? next : new Map();
    return { ok: true, blocks };
  };
}
