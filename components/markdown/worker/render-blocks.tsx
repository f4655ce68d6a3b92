import type { Root } from 'mdast';
import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseIntoBlocks } from '@/lib/markdown/blocks';
import type { RenderedBlocks } from '@/lib/markdown/preview-protocol';
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
