/** @jest-environment node */
import { divisionByZero, evaluateTokens, notAnExpression } from '@/lib/calculator/evaluate';

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
    expect(evaluate(expression)).toEqual({ ok: true, value: result });
  });

  it('ignores a trailing operator or sign', () => {
    expect(evaluate('5 +')).toEqual({ ok: true, value: '5' });
    expect(evaluate('5 * -')).toEqual({ ok: true, value: '5' });
  });

  it('reports division by zero, also inside a longer expression', () => {
    expect(evaluate('5 / 0')).toEqual({ ok: false, message: divisionByZero });
    expect(evaluate('1 + 2 / 0 * 3')).toEqual({ ok: false, message: divisionByZero });
    expect(evaluate('0 / 0')).toEqual({ ok: false, message: divisionByZero });
  });

  it('rejects what is not an expression', () => {
    for (const tokens of [[], ['+'], ['1', '2'], ['1', '+', 'x'], ['1', '%', '2']]) {
      expect(evaluateTokens(tokens)).toEqual({ ok: false, message: notAnExpression });
    }
  });
});
