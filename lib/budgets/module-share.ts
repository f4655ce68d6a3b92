// Turbopack's chunks list modules as [id, ..., factory]; client manifests name each module's id.
import { parse, type Expression } from 'acorn';
import { gzipSync } from 'node:zlib';

export function chunkModules(source: string): Map<number, string> {
  const modules = new Map<number, string>();
  const [statement] = parse(source, { ecmaVersion: 'latest' }).body;
  if (statement?.type !== 'ExpressionStatement') return modules;
  const call = statement.expression;
  const list = call.type === 'CallExpression' ? call.arguments[0] : undefined;
  if (list?.type !== 'ArrayExpression') return modules;
  let ids: number[] = [];
  for (const element of list.elements.slice(1) as Expression[]) {
    if (element.type === 'Literal' && typeof element.value === 'number') {
      ids.push(element.value);
      continue;
    }
    const code = source.slice(element.start, element.end);
    for (const id of ids) modules.set(id, code);
    ids = [];
  }
  return modules;
}

// e.i, e.r, e.A in Turbopack's runtime.
export const importsOf = (code: string) =>
  [...code.matchAll(/\.[irA]\((\d+)\)/g)].map(([, id]) => Number(id));

export function clientModules(manifestSource: string): Map<string, number> {
  const json = manifestSource.slice(manifestSource.indexOf('= {') + 2).replace(/;\s*$/, '');
  const { clientModules: entries } = JSON.parse(json) as {
    clientModules: Record<string, { id: number | string }>;
  };
  return new Map(Object.entries(entries).map(([path, { id }]) => [path, Number(id)]));
}

function reach(roots: number[], modules: Map<number, string>): Set<number> {
  const seen = new Set<number>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const code = modules.get(id);
    if (code) queue.push(...importsOf(code));
  }
  return seen;
}

interface Share {
  chunks: string[];
  entries: Map<string, number>;
  isFeature: (path: string) => boolean;
}

// Only modules reached from the feature's entries and from no other client module.
export function exclusiveShare({ chunks, entries, isFeature }: Share): number {
  const modules = new Map<number, string>();
  for (const source of chunks) for (const [id, code] of chunkModules(source)) modules.set(id, code);
  const own: number[] = [];
  const others: number[] = [];
  for (const [path, id] of entries) (isFeature(path) ? own : others).push(id);
  const theirs = reach(others, modules);
  const counted = new Set<string>();
  let bytes = 0;
  for (const id of reach(own, modules)) {
    const code = modules.get(id);
    if (!code || theirs.has(id) || counted.has(code)) continue;
    counted.add(code);
    bytes += gzipSync(code).length;
  }
  return bytes;
}
