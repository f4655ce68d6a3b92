// Each field's line is kept, so a problem can be named by file, line and field.
import { LineCounter, isAlias, isMap, isScalar, parseDocument, visit, type Document } from 'yaml';

interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
  /** 1-based, like the field's lines. */
  bodyLine: number;
  lines: Map<string, number>;
}

/** A problem's `line` is the file's, 1-based. */
type Parsed = { ok: true; file: FrontMatterFile } | { ok: false; line: number; problem: string };

const fence = /^---[ \t]*\r?\n/;

// An "alias bomb" repeats a few aliases (`*name`) until the values fill the memory.
export const maxAliases = 20;

export function parseFrontMatter(text: string): Parsed {
  const source = text.replace(/^\uFEFF/, '');
  if (!fence.test(source))
    return { ok: true, file: { data: {}, body: source, bodyLine: 1, lines: new Map() } };
  const start = source.match(fence)![0].length;
  const end = /^---[ \t]*$/m.exec(source.slice(start));
  if (!end)
    return { ok: false, line: 1, problem: 'the front matter opened with --- is never closed' };
  const yaml = source.slice(start, start + end.index);
  const counter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: counter, prettyErrors: false });
  const lineOf = (offset: number) => counter.linePos(offset).line + 1;
  const error = document.errors[0];
  if (error) {
    const problem = `the front matter is not valid YAML (${firstLine(error.message)})`;
    // A quote left open is found at the end: named where it opens.
    const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
    const at = (quote ? openQuoteOffset(yaml, quote) : undefined) ?? error.pos[0];
    return { ok: false, line: lineOf(at), problem };
  }
  if (document.contents !== null && !isMap(document.contents)) {
    return { ok: false, line: 2, problem: 'the front matter must be fields (name: value)' };
  }
  const data = toData(document);
  if ('aliasLine' in data) {
    return { ok: false, line: lineOf(data.aliasLine), problem: data.problem };
  }
  const lines = new Map<string, number>();
  for (const item of isMap(document.contents) ? document.contents.items : []) {
    if (isScalar(item.key) && item.key.range) {
      lines.set(String(item.key.value), lineOf(item.key.range[0]));
    }
  }
  const afterFence = source.slice(start + end.index).replace(/^---[ \t]*(\r?\n|$)/, '');
  const bodyLine = source.slice(0, source.length - afterFence.length).split('\n').length;
  const fields = (data.value ?? {}) as Record<string, unknown>;
  return { ok: true, file: { data: fields, body: afterFence, bodyLine, lines } };
}

/** Where the first line holding an odd number of `quote` starts. */
function openQuoteOffset(yaml: string, quote: string): number | undefined {
  let offset = 0;
  for (const line of yaml.split('\n')) {
    if (line.split(quote).length % 2 === 0) return offset;
    offset += line.length + 1;
  }
  return undefined;
}

const firstLine = (message: string) =>
  message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');

/** The document's values, or where its aliases go wrong (the only way it can throw). */
function toData(document: Document): { value: unknown } | { aliasLine: number; problem: string } {
  try {
    return { value: document.toJS({ maxAliasCount: maxAliases }) };
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    const anchors = new Set<string>();
    let first: { source: string; offset: number } | undefined;
    let unresolved: typeof first;
    visit(document, (_key, node) => {
      if (isAlias(node)) {
        const at = { source: node.source, offset: node.range?.[0] ?? 0 };
        first ??= at;
        if (!anchors.has(node.source)) unresolved ??= at;
      } else if (node && typeof node === 'object' && 'anchor' in node && node.anchor) {
        anchors.add(String(node.anchor));
      }
    });
    if (unresolved) {
      return {
        aliasLine: unresolved.offset,
        problem: `*${unresolved.source} names no anchor (&${unresolved.source}) above it`,
      };
    }
    return {
      aliasLine: first?.offset ?? 0,
      problem: `the front matter repeats values through YAML aliases (*${first?.source}) more than ${maxAliases} times: write the values out`,
    };
  }
}
