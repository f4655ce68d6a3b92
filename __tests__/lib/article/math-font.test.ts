/** @jest-environment node */
import * as fontkit from 'fontkit';
import { formulasIn, mathCharacters, mathFont, mathFontFile } from '@/lib/article/math-font';
import { articleTree } from '@/lib/article/tree';

jest.mock('@/lib/article/tree', () => {
  const actual = jest.requireActual('@/lib/article/tree');
  return { ...actual, articleTree: jest.fn(actual.articleTree) };
});

const post = [
  'Inline $\\mathbb{R}^n$, $x_i \\in \\{0, 1\\}$ and $\\alpha + \\beta \\leq \\gamma$.',
  '$$\n\\left( \\frac{a}{b} \\right) = \\sum_{i=1}^{n} \\int_0^1 f(x)\\,dx\n$$',
  '```math\n\\begin{bmatrix} \\theta & \\sqrt{2} \\\\ -1 & \\infty \\end{bmatrix}\n```',
].join('\n\n');

describe('the math font', () => {
  it('holds the characters the formulas draw, a one-letter name’s italic too', () => {
    const characters = mathCharacters([post, 'A price of $5 and $10.']);
    for (const char of ['ℝ', '∑', '∫', '√', '∞', '≤', '(', 'a', '𝑎', '𝑥', 'α', '𝛼', '−']) {
      expect(characters).toContain(char);
    }
    expect(characters).not.toMatch(/[$\\ ]/);
    expect(mathCharacters(['No formula, a price of $5 and $10.'])).toBe('');
  });

  it('finds formulas written every way, and parses no text that has none', () => {
    const ways = ['$a$', '$$\nb\n$$', '\\(c\\)', 'Hugo’s \\\\[d\\\\]', '```math\ne\n```'];
    expect(ways.map((way) => formulasIn(way).map(({ tex }) => tex))).toEqual([
      ['a'],
      ['b'],
      ['c'],
      ['d'],
      ['e'],
    ]);
    jest.mocked(articleTree).mockClear();
    expect(formulasIn('Words, *emphasis*, a [link](/x/) and `code`, over and over.\n')).toEqual([]);
    expect(articleTree).not.toHaveBeenCalled();
  });

  it('is a subset of at most 40 KB that keeps the MATH table, named by what it holds', async () => {
    const characters = mathCharacters([post]);
    const font = await mathFont(characters);
    expect(font.length).toBeLessThan(40 * 1024);
    const read = fontkit.create(font) as fontkit.Font;
    const { tables } = (read as unknown as { directory: { tables: object } }).directory;
    expect(Object.keys(tables)).toContain('MATH');
    for (const char of characters)
      expect(read.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true);
    expect(mathFontFile(characters)).toMatch(/^math-[0-9a-f]{12}\.woff2$/);
    expect(mathFontFile(characters + 'β')).not.toBe(mathFontFile(characters));
  });
});
