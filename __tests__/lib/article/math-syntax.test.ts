/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "node-addons", "development"]}
 */
// micromark's development build, as `next dev` loads it, asserts that a syntax keeps its rules: a
// formula that breaks one stops every page there, while the production build reads it silently.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
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

  it('reads a formula that wraps onto its paragraph’s last line (the parser hung on it)', () => {
    // In a process of its own, so that a hang fails the test instead of stopping the suite.
    const parse = `import(${JSON.stringify(join(process.cwd(), 'lib/article/tree.ts'))}).then(({ default: m }) =>
      m.articleTree('The energy is $E =\\nmc^2$\\n\\nNext, \\\\\\\\(a +\\nb\\\\\\\\)\\n\\nEnd.'))`;
    const run = spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['--eval', parse], {
      timeout: 20_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    expect(formulas('The energy is $E =\nmc^2$\n\nNext paragraph.')).toEqual(['E =\nmc^2']);
    expect(formulas('Hugo \\\\(a +\nb\\\\)\n\nNext.')).toEqual(['a +\nb']);
  }, 30_000);

  it('closes $$…$$ on a line of its own inside a paragraph, as kramdown does, not opening a block', () => {
    const item =
      '5. The return is $$R = \\begin{cases}\n\t1 \\\\\n\t\\end{cases}\n\t$$\n6. Next, $x$.\n\nAfter.';
    const found = formulas(item).map((tex) => tex.replace(/\s+/g, ' '));
    expect(found).toEqual(['[R = \\begin{cases} 1 \\\\ \\end{cases}]', 'x']);
    expect(formulas('Text\n$$\nx\n$$\nmore text')).toEqual(['[x]']);
  });

  it('reads a formula across the lines of a list item, tab-indented as kramdown writers do (it threw)', () => {
    const item = '1. a\n    5. b $$R = \\begin{cases}\n\t0 \\\\\n\t\\end{cases}$$\n    6. c';
    // The list's indentation is the list's: TeX reads any spaces alike.
    const [formula] = formulas(item).map((tex) => tex.replace(/\s+/g, ' '));
    expect(formula).toBe('[R = \\begin{cases} 0 \\\\ \\end{cases}]');
  });
});
