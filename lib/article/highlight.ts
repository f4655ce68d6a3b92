// refractor gives a syntax tree, no HTML to trust. Grammars other than JavaScript load when named.
import type { Element, ElementContent, Root } from 'hast';
import { refractor } from 'refractor/core';
import javascript from 'refractor/javascript';
import { grammarNames } from './grammar-names';
import { walk } from './walk';

refractor.register(javascript);

type Loader = () => Promise<{ default: Parameters<typeof refractor.register>[0] }>;

// Common grammars load alone, under each of their names; a Map, so "constructor" finds none.
const grammars: [string[], Loader][] = [
  [['typescript', 'ts'], () => import('refractor/typescript')],
  [['json'], () => import('refractor/json')],
  [['bash', 'sh', 'shell'], () => import('refractor/bash')],
  [['python', 'py'], () => import('refractor/python')],
  [['html', 'xml', 'svg', 'markup'], () => import('refractor/markup')],
  [['css'], () => import('refractor/css')],
  [['java'], () => import('refractor/java')],
  [['markdown', 'md'], () => import('refractor/markdown')],
  [['diff'], () => import('refractor/diff')],
];
const common = new Map(
  grammars.flatMap(([names, load]) => names.map((name) => [name, load] as const)),
);

const loading = new Map<string, Promise<void>>();

const nameOf = (language: string) => language.toLowerCase();

export const canHighlight = (language: string) => refractor.registered(nameOf(language));

export const canLoadLanguage = (language: string) =>
  !refractor.registered(nameOf(language)) && grammarNames.has(nameOf(language));

// Loading never fails a rendering: without a grammar, code is plain.
export function loadLanguage(language: string): Promise<void> {
  const name = nameOf(language);
  if (!canLoadLanguage(name)) return Promise.resolve();
  let load = loading.get(name);
  if (!load) {
    const grammar = common.get(name);
    load = Promise.resolve()
      .then(() =>
        grammar
          ? grammar().then((module) => refractor.register(module.default))
          : // Its grammars register themselves with this same refractor.
            import('refractor/all').then(() => undefined),
      )
      .catch(() => undefined);
    loading.set(name, load);
  }
  return load;
}

const fenceInfo = /^[ \t>*+\-\d.)]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

export const languagesNamedIn = (text: string) => [
  ...new Set(Array.from(text.matchAll(fenceInfo), ([, name]) => nameOf(name!))),
];

export function rehypeHighlight() {
  return (tree: Root) =>
    walk(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      for (const child of node.children) {
        if (child.type === 'element' && child.tagName === 'code') colour(child);
      }
    });
}

function colour(code: Element) {
  const language = [code.properties.className]
    .flat()
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  if (!language || !canHighlight(language)) return;
  if (!code.children.every((child) => child.type === 'text')) return;
  const text = code.children.map((child) => (child as { value: string }).value).join('');
  code.children = refractor.highlight(text, nameOf(language)).children as ElementContent[];
}
