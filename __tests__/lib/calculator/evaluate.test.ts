/** @jest-environment node */
import {
  divisionByZero,
  evaluateTokens,
  notAnExpression,
  outOfRange,
} from '@/lib/calculator/evaluate';
import { parseDecimal } from '@/lib/calculator/rational';

const evaluate = (expression: string) => evaluateTokens(expression.split(' '));

describe('evaluateTokens', () => {
  it.each([
    ['3 + 5 * 6 - 2 / 4', '32.5'],
    ['2 + 3 * 4', '14'],
    ['10 - 4 - 3', '3'],
    ['100 / 10 / 5', '2'],
    ['2 * 3 + 4 * 5', '26'],
    ['5 * -5', '-25'],
    ['-5 - -5', '0'],
    ['0.1 + 0.2', '0.3'],
    ['1.1 * 1.1', '1.21'],
    ['1 / 3 * 3', '1'],
    ['2 / 7', '0.285714285714286'],
    ['1.5e+21 * 2', '3e+21'],
    ['7', '7'],
  ])('%s = %s', (expression, result) => {
    expect(evaluate(expression)).toMatchObject({ ok: true, value: result });
  });

  it('ignores a trailing operator or sign', () => {
    expect(evaluate('5 +')).toMatchObject({ ok: true, value: '5' });
    expect(evaluate('5 * -')).toMatchObject({ ok: true, value: '5' });
  });

  it('reports division by zero, also inside a longer expression', () => {
    expect(evaluate('5 / 0')).toEqual({ ok: false, message: divisionByZero });
    expect(evaluate('1 + 2 / 0 * 3')).toEqual({ ok: false, message: divisionByZero });
    expect(evaluate('0 / 0')).toEqual({ ok: false, message: divisionByZero });
  });

  it('computes with the exact value of a carried result, not its rounded digits', () => {
    const third = evaluateTokens(['1', '/', '3']);
    if (!third.ok) throw new Error(third.message);
    expect(third.value).toBe('0.333333333333333');
    expect(evaluateTokens([third.value, '*', '3'], third.exact)).toMatchObject({ value: '1' });
    expect(evaluateTokens([third.value, '*', '3'])).toMatchObject({ value: '0.999999999999999' });
  });

  it('refuses results too large to keep computing with, and takes anything smaller', () => {
    const huge = parseDecimal(`1e+9999`)!;
    expect(evaluateTokens(['1e+9999', '*', '100000000000000000000'], huge)).toMatchObject({
      ok: true,
      value: '1e+10019',
    });
    const beyond = { numerator: 10n ** 40_000n, denominator: 1n };
    expect(evaluateTokens(['1e+40000', '*', '1'], beyond)).toEqual({
      ok: false,
      message: outOfRange,
    });
  });

  it('rejects what is not an expression', () => {
    for (const tokens of [[], ['+'], ['1', '2'], ['1', '+', 'x'], ['1', '%', '2']]) {
      expect(evaluateTokens(tokens)).toEqual({ ok: false, message: notAnExpression });
    }
  });
});
