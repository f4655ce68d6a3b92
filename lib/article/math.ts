// Formulas become MathML at build time, after the sanitizer (which would strip MathML).
import type { Element, ElementContent, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import temml from 'temml';

export type Formula = { tex: string; display: boolean };

// Hugo writers escape `_` and `*` for markdown, and write TeX's `\\` as `\\\\`.
const hugoUnescaped = (tex: string) => tex.replace(/\\\\\\\\/g, '\\\\').replace(/\\([_*])/g, '$1');

/** Each `{…}` group from `at` on, as long as they follow one another: where they end. */
function groupsEnd(tex: string, at: number): number {
  let end = at;
  while (tex[end] === '{') {
    let depth = 0;
    let i = end;
    for (; i < tex.length; i++) {
      if (tex[i] === '\\') i++;
      else if (tex[i] === '{') depth++;
      else if (tex[i] === '}' && --depth === 0) break;
    }
    if (depth !== 0) return at;
    end = i + 1;
  }
  return end;
}

// MathJax, which most blogs load, reads `Q^\vec{\mu}` as `Q^{\vec{\mu}}`; TeX and Temml want the
// braces: a script that is a command with arguments gets them.
function scriptsBraced(tex: string): string {
  const script = /[\^_]\s*(\\[a-zA-Z]+)\s*(?=\{)/g;
  let out = '';
  let from = 0;
  for (let match = script.exec(tex); match; match = script.exec(tex)) {
    const end = groupsEnd(tex, script.lastIndex);
    if (end === script.lastIndex) continue;
    out += `${tex.slice(from, match.index + 1)}{${match[1]}${tex.slice(script.lastIndex, end)}}`;
    from = end;
    script.lastIndex = end;
  }
  return out + tex.slice(from);
}

const render = (tex: string, display: boolean) =>
  temml.renderToString(scriptsBraced(tex), { displayMode: display, throwOnError: true });

/** The formula's MathML, or why it cannot be drawn (TeX with a mistake). */
export function mathMarkup({ tex, display }: Formula): { markup: string } | { problem: string } {
  try {
    return { markup: render(hugoUnescaped(tex), display) };
  } catch (hugoError) {
    try {
      // As written: `\_` is TeX's own underscore in `\text{a\_b}`.
      return { markup: render(tex, display) };
    } catch {
      return { problem: String((hugoError as Error).message ?? hugoError).replace(/\s+/g, ' ') };
    }
  }
}

// Temml writes scriptlevel on any element, as MathML Core allows; HTML's MathML (and the Nu
// checker) only on <mstyle>, which draws the same around the element.
function scriptLevelsInStyles(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const { scriptlevel, ...properties } = node.properties;
  const element = { ...node, properties, children: node.children.map(scriptLevelsInStyles) };
  if (scriptlevel === undefined || node.tagName === 'mstyle')
    return { ...element, properties: node.properties };
  return { type: 'element', tagName: 'mstyle', properties: { scriptlevel }, children: [element] };
}

export function mathElement(formula: Formula): Element | undefined {
  const drawn = mathMarkup(formula);
  if (!('markup' in drawn)) return undefined;
  const fragment = fromParse5(parseFragment(drawn.markup)) as Root;
  const math = fragment.children.find((node): node is Element => node.type === 'element');
  return math && (scriptLevelsInStyles(math) as Element);
}

const grouped = (text: string) => ([...text].length > 1 ? `(${text})` : text);
const primes = /^[′″‴⁗]+$/;

// MathML read out as a line of text: scripts as `^` and `_`, fractions with a slash.
function linear(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'mspace') return ' ';
  const parts = node.children.map(linear);
  const [first = '', second = '', third = ''] = parts;
  const sup = (text: string) => (primes.test(text) ? text : `^${grouped(text)}`);
  if (node.tagName === 'msub') return `${first}_${grouped(second)}`;
  if (node.tagName === 'msup') return `${first}${sup(second)}`;
  if (node.tagName === 'msubsup') return `${first}_${grouped(second)}${sup(third)}`;
  if (node.tagName === 'mfrac') return `${grouped(first)}/${grouped(second)}`;
  if (node.tagName === 'msqrt') return `√${grouped(parts.join(''))}`;
  if (node.tagName === 'mroot') {
    const sign = second === '3' ? '∛' : second === '4' ? '∜' : undefined;
    return sign ? `${sign}${grouped(first)}` : `${grouped(first)}^(1/${second})`;
  }
  const text = parts.join('');
  return node.tagName === 'mo' && node.properties.separator === 'true' ? `${text} ` : text;
}

/**
 * A formula as plain text, where no MathML can go (a summary, a share picture): `ℝ^n`, `x_t`,
 * `π(a|s)`, `(a+b)/2`; its TeX if it cannot be drawn.
 */
export function formulaText(tex: string): string {
  const element = mathElement({ tex, display: false });
  if (!element) return tex;
  // U+2061 to U+2064 are the invisible operators (function application, times, separator, plus).
  return linear(element)
    .replace(/[\u2061-\u2064]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const classesOf = (node: Element) => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};

// What the syntax (and a ```math fence) leaves behind: `code.language-math[-display]`.
function formulaIn(node: ElementContent): Formula | undefined {
  if (node.type !== 'element') return undefined;
  if (node.tagName === 'pre') {
    const code = node.children.find((child) => child.type === 'element');
    const formula = code && formulaIn(code);
    return formula && { ...formula, display: true };
  }
  if (node.tagName !== 'code') return undefined;
  const classes = classesOf(node);
  const display = classes.includes('language-math-display');
  if (!display && !classes.includes('language-math')) return undefined;
  return { tex: textOf(node).trim(), display };
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** A formula that cannot be drawn stays code: the content check refuses it before any build. */
export function rehypeMath() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== 'element') return child;
        const formula = formulaIn(child);
        if (!formula) {
          visit(child);
          return child;
        }
        return mathElement(formula) ?? child;
      });
    };
    visit(tree);
  };
}
