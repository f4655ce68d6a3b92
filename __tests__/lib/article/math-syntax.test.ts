/** @jest-environment node */
import type { Nodes } from 'mdast';
import { articleTree } from '@/lib/article/tree';
import { walk } from '@/lib/article/walk';

/** Each formula of a document as written: `$x$` inline, `[$x$]` display. */
function formulas(text: string): string[] {
  const found: string[] = [];
  walk(articleTree(text), (node: Nodes) => {
    if (node.type === 'inlineMath') {
      const display =
        (node.data?.hProperties?.className as string[])[0] === 'language-math-display';
      found.push(display ? `[${node.value}]` : node.value);
    }
    if (node.type === 'math' || (node.type === 'code' && node.lang === 'math')) {
      found.push(`[${node.value}]`);
    }
  });
  return found;
}

describe('formulas in posts', () => {
  it('reads $…$ and $$…$$ in text, as GitHub does', () => {
    expect(formulas('Let $x_i$ and $a*b*c$ be *real*, and $$\\frac{a}{b}$$ too.')).toEqual([
      'x_i',
      'a*b*c',
      '[\\frac{a}{b}]',
    ]);
  });

  it('leaves prices as text: a space inside a $, a digit after the last', () => {
    expect(formulas('It costs $5 and $10, or $ 3 $ at most.')).toEqual([]);
    expect(formulas('From $5 to$10 today.')).toEqual([]);
    expect(formulas('Pay \\$5 for $x$.')).toEqual(['x']);
  });

  it('reads \\(…\\) and \\[…\\], and Hugo’s \\\\(…\\\\) written for its markdown', () => {
    expect(formulas('Hugo \\(a\\_1\\) and \\\\(b\\_2\\\\) and \\[\\sum_i x\\].')).toEqual([
      'a\\_1',
      'b\\_2',
      '[\\sum_i x]',
    ]);
  });

  it('leaves \\[1\\] as escaped brackets when it holds no TeX', () => {
    expect(formulas('See \\[1\\] and \\[citation needed\\].')).toEqual([]);
  });

  it('reads $$ blocks and ```math fences as display formulas', () => {
    expect(formulas('$$\na^2\n$$\n\n```math\n\\mathbb{R}\n```')).toEqual([
      '[a^2]',
      '[\\mathbb{R}]',
    ]);
  });

  it('never looks inside code', () => {
    expect(formulas('`$x$` and\n\n```\n$y$\n```')).toEqual([]);
  });

  it('keeps a formula whole across a line break and around markdown’s signs', () => {
    expect(formulas('Sum $a +\nb_1 * c_2$ end')).toEqual(['a +\nb_1 * c_2']);
  });
});
