/** @jest-environment node */
import { mathElement, mathMarkup } from '@/lib/article/math';
import type { ElementContent } from 'hast';
import { mathProblems, unclosedMathNotes } from '@/lib/article/math-check';
import { markdownText } from '@/lib/article/plain-text';

describe('drawing a formula', () => {
  it('writes MathML, with Hugo’s escaped \\_ as a subscript', () => {
    expect(mathMarkup({ tex: 'a\\_1', display: false })).toEqual({
      markup: '<math><msub><mi>a</mi><mn>1</mn></msub></math>',
    });
  });

  it('keeps TeX’s own \\_ where a subscript cannot be', () => {
    const drawn = mathMarkup({ tex: '\\text{max\\_len}', display: false });
    expect('markup' in drawn && drawn.markup).toContain('max_len');
  });

  it('reads a script that is a command with arguments as MathJax does: Q^\\vec{\\mu}', () => {
    const drawn = (tex: string) => mathMarkup({ tex, display: false });
    expect(drawn('Q^\\vec{\\mu}_i')).toEqual(drawn('Q^{\\vec{\\mu}}_i'));
    expect(drawn('x^\\frac{a}{b} + a_\\mathrm{max}')).toEqual(
      drawn('x^{\\frac{a}{b}} + a_{\\mathrm{max}}'),
    );
    expect('markup' in drawn('Q^\\vec{\\mu}_i')).toBe(true);
  });

  it('writes a script level on <mstyle> only, as HTML’s MathML allows it (Temml puts it anywhere)', () => {
    const levels = (node: ElementContent): string[] =>
      node.type !== 'element'
        ? []
        : [
            ...(node.properties.scriptlevel === undefined
              ? []
              : [`${node.tagName} ${String(node.properties.scriptlevel)}`]),
            ...node.children.flatMap(levels),
          ];
    const math = mathElement({ tex: 'e^{\\frac{a}{b}_i}', display: false })!;
    expect(levels(math)).toEqual(['mstyle 2', 'mstyle 2']);
  });

  it('says why wrong TeX cannot be drawn', () => {
    expect(mathMarkup({ tex: '\\frac{a', display: true })).toEqual({
      problem: expect.stringMatching(/expected '}'/i),
    });
  });
});

describe('the content check', () => {
  it('names the file and line of wrong TeX', () => {
    const body = 'Fine $x$.\n\nNot $\\frac{a$ at all.\n\n$$\n\\begin{matrix}\n$$';
    expect(mathProblems([{ file: 'lib/content/writing/a.md', body, bodyLine: 5 }])).toEqual([
      expect.stringMatching(
        /^lib\/content\/writing\/a\.md:7: the formula "\\\\frac\{a" is not TeX/,
      ),
      expect.stringMatching(/^lib\/content\/writing\/a\.md:9: the formula "\\\\begin\{matrix\}"/),
    ]);
  });

  it('notes a $$ block never closed, which reads the rest of the text as one formula', () => {
    const body = 'Intro.\n\n$$\nx = 1\n\n```js\ncode()\n```\n\nThe end.\n';
    expect(unclosedMathNotes([{ file: 'a.md', body, bodyLine: 4 }])).toEqual([
      expect.stringMatching(/^a\.md:6: the formula opened by \$\$ here is never closed/),
    ]);
    const closed = 'Intro.\n\n$$\nx = 1\n$$\n\nAnd $$y$$ inline.\n\n$$\n$$\n';
    expect(unclosedMathNotes([{ file: 'a.md', body: closed, bodyLine: 1 }])).toEqual([]);
  });

  it('has nothing to say of prices and right formulas', () => {
    const body = 'It costs $5 and $10.\n\n$\\mathbb{R}^n$ and \\(\\left( \\frac{a}{b} \\right)\\)';
    expect(mathProblems([{ file: 'a.md', body, bodyLine: 1 }])).toEqual([]);
  });
});

describe('search', () => {
  it('finds a formula by its TeX, without its delimiters', () => {
    expect(markdownText('The loss $\\mathcal{L}_{clip}$ is clipped.')).toBe(
      'The loss \\mathcal{L}_{clip} is clipped.',
    );
  });
});
