// Each part of the text (source-parts.ts) is parsed once and kept; heading ids run on the whole.
import type { List, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { maxTreeDepth, parseIntoBlocks, splitBlocks, stripPositions, treeDepth } from './blocks';
import { remarkHeadingIds } from '../article/heading-ids';
import type { PreviewFailure } from './preview-protocol';
import { previewRemarkPlugins } from './preview-options';
import { sourceParts, type SourcePart } from './source-parts';

export interface ParsedBlock {
  tree: Root;
  listParts?: Root[];
}

type ParsedDocument =
  { ok: true; blocks: ParsedBlock[] } | { ok: false; reason: Exclude<PreviewFailure, 'too-slow'> };

const partProcessor = unified()
  .use(remarkParse)
  .use(previewRemarkPlugins.filter((plugin) => plugin !== remarkHeadingIds));

// As mdast-util-to-hast decides it.
const loose = (list: List) =>
  Boolean(list.spread) || list.children.some((item) => item.spread ?? item.children.length > 1);

const partOf = (nodes: RootContent[]) => {
  const tree: Root = { type: 'root', children: nodes };
  stripPositions(tree);
  return { nodes, headings: JSON.stringify(tree).includes('"heading"') };
};
type Part = ReturnType<typeof partOf>;

// Consecutive parts parse together; a list's continuation alone.
function parseNew(parts: SourcePart[], known: (text: string) => boolean): Map<string, Part> {
  const parsed = new Map<string, Part>();
  let batch: SourcePart[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    const tree = partProcessor.runSync(
      partProcessor.parse(batch.map((part) => part.text).join('')),
    ) as Root;
    let end = 0;
    let children = tree.children;
    for (const part of batch) {
      end += part.text.length;
      const inPart = children.filter((node) => (node.position?.start.offset ?? 0) < end);
      children = children.slice(inPart.length);
      parsed.set(part.text, partOf(inPart));
    }
    batch = [];
  };
  for (const part of parts) {
    if (known(part.text) || parsed.has(part.text)) continue;
    if (part.continuesList) flush();
    batch.push(part);
    if (part.continuesList) flush();
  }
  flush();
  return parsed;
}

export function partParser() {
  let kept = new Map<string, Part>();
  return (text: string): ParsedDocument => {
    const parts = sourceParts(text);
    const whole = (text: string): ParsedDocument => {
      kept = new Map();
      const parsed = parseIntoBlocks(text);
      return parsed.ok ? { ok: true, blocks: parsed.blocks.map((tree) => ({ tree })) } : parsed;
    };
    if (parts === null || parts.length === 1) return whole(text);
    const next = new Map<string, Part>();
    const children: RootContent[] = [];
    const joined = new Map<List, List[]>();
    let fresh: Map<string, Part>;
    try {
      fresh = parseNew(parts, (text) => kept.has(text));
    } catch {
      return { ok: false, reason: 'failed' };
    }
    for (const part of parts) {
      const parsed = (kept.get(part.text) ?? fresh.get(part.text))!;
      // Heading ids are written into the tree: a part that stands twice needs its own.
      const nodes =
        next.has(part.text) && parsed.headings ? structuredClone(parsed.nodes) : parsed.nodes;
      next.set(part.text, parsed);
      const [first, ...rest] = nodes;
      const last = children.at(-1);
      if (
        part.continuesList &&
        last?.type === 'list' &&
        first?.type === 'list' &&
        first.ordered === last.ordered
      ) {
        let list = last;
        let runs = joined.get(last);
        if (!runs) {
          list = { ...last, children: [...last.children] };
          runs = [last];
          joined.set(list, runs);
          children[children.length - 1] = list;
        }
        list.children.push(...first.children);
        list.spread = Boolean(list.spread || first.spread || part.afterBlank);
        runs.push(first);
        children.push(...rest);
      } else if (part.continuesList) {
        return whole(text);
      } else {
        children.push(...nodes);
      }
    }
    kept = next;
    const tree: Root = { type: 'root', children };
    remarkHeadingIds()(tree);
    if (treeDepth(tree) > maxTreeDepth) return { ok: false, reason: 'too-deep' };
    const blocks = splitBlocks(tree).map((block): ParsedBlock => {
      const list = block.children[0];
      const runs = list?.type === 'list' ? joined.get(list) : undefined;
      if (!list || list.type !== 'list' || !runs) return { tree: block };
      const spread = loose(list);
      const listParts = runs.map((run): Root => ({
        type: 'root',
        children: [{ ...run, start: list.start, spread }],
      }));
      return { tree: block, listParts };
    });
    return { ok: true, blocks };
  };
}
