// ```mermaid fences become inline SVG at build time, with no browser: beautiful-mermaid draws
// flowcharts, state, sequence, class and ER diagrams in plain JavaScript. Made after the sanitizer.
import type { Element, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
// By its file: the package exports for `import` only, and the content check (tsx, run from any
// folder) loads lib/ with require, where neither that export nor tsconfig's paths reach.
import { renderMermaidSVG } from '../../node_modules/beautiful-mermaid/dist/index.js';

const accessible = /^\s*acc(Title|Descr)\s*:\s*(.*)$/;

/** The diagram's own name and description (`accTitle:`, `accDescr:`), and the rest of its text. */
export function diagramParts(source: string) {
  const said = new Map<string, string>();
  const lines = source.split('\n').filter((line) => {
    const [, key, value] = accessible.exec(line) ?? [];
    if (key) said.set(key, value!.trim());
    return !key;
  });
  return { title: said.get('Title'), description: said.get('Descr'), text: lines.join('\n') };
}

// The drawing's colours are the site's (article.module.scss sets them for `svg.diagram`): its
// stylesheet, with a request for a web font, and its colours in a style attribute are dropped.
function bare(svg: string, prefix: string): string {
  return svg
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/^(<svg[^>]*?) style="[^"]*"/, '$1')
    .replace(/ data-[a-z-]+="[^"]*"/g, '')
    .replace(/\bid="([^"]*)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]*)\)/g, `url(#${prefix}$1)`)
    .replace(/\bhref="#([^"]*)"/g, `href="#${prefix}$1"`)
    .replace(/>\s+</g, '><')
    .replace(/(\d\.\d\d)\d+/g, '$1');
}

/** The diagram as SVG, its ids behind `prefix`, or why it cannot be drawn. */
export function diagramMarkup(
  source: string,
  prefix: string,
): { svg: string } | { problem: string } {
  try {
    return { svg: bare(renderMermaidSVG(diagramParts(source).text), prefix) };
  } catch (error) {
    return { problem: String((error as Error).message ?? error).replace(/\s+/g, ' ') };
  }
}

const textOf = (node: Root | Element | Root['children'][number]): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

function diagramElement(source: string, prefix: string, name: string): Element | undefined {
  const drawn = diagramMarkup(source, prefix);
  if (!('svg' in drawn)) return undefined;
  const fragment = fromParse5(parseFragment(drawn.svg)) as Root;
  const svg = fragment.children.find((node): node is Element => node.type === 'element');
  if (!svg) return undefined;
  const { title, description } = diagramParts(source);
  svg.properties = {
    ...svg.properties,
    className: ['diagram'],
    role: 'img',
    ariaLabel: [title ?? name, description].filter(Boolean).join(': '),
  };
  return svg;
}

const isMermaid = (node: Element) => {
  const code = node.tagName === 'pre' ? node.children[0] : undefined;
  if (code?.type !== 'element' || code.tagName !== 'code') return false;
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-mermaid');
};

// Named by what comes before it when it has no title of its own (a heading, a sentence).
const lastWords = (text: string) => text.trim().replace(/\s+/g, ' ').replace(/:$/, '').slice(-120);

export type MermaidOptions = {
  /** What a diagram is called with no title and no text before it, in the page's language. */
  unnamed: string;
};

/** A diagram it cannot draw stays a code block: the build notes it with file and line. */
export function rehypeMermaid({ unnamed }: MermaidOptions) {
  return (tree: Root) => {
    let count = 0;
    const visit = (parent: Root | Element) => {
      let before = '';
      parent.children = parent.children.map((child) => {
        if (child.type !== 'element') return child;
        if (!isMermaid(child)) {
          visit(child);
          const text = textOf(child);
          if (text.trim()) before = text;
          return child;
        }
        count++;
        const name = lastWords(before) || unnamed;
        return diagramElement(textOf(child), `diagram-${count}-`, name) ?? child;
      });
    };
    visit(tree);
  };
}
