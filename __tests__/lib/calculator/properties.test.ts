/** @jest-environment node */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { divisionByZero, type Operator } from '@/lib/calculator/evaluate';
import type { CalculatorKey } from '@/lib/calculator/keys';
import {
  copyText,
  displayText,
  initialCalculator,
  maxExpressionLength,
  press,
  type CalculatorState,
} from '@/lib/calculator/machine';
import { pasteText } from '@/lib/calculator/paste';
import { formatRational, parseDecimal, type Rational } from '@/lib/calculator/rational';

const allKeys: CalculatorKey[] = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '.',
  '+',
  '-',
  '*',
  '/',
  '=',
  'C',
  'Backspace',
];

describe('random key sequences', () => {
  it('never crash or show NaN, Infinity or undefined, and always fit', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...allKeys), { maxLength: 1000 }), (keys) => {
        let state = initialCalculator;
        for (const key of keys) {
          state = press(state, key);
          const text = displayText(state);
          expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
          expect(text.length).toBeGreaterThan(0);
          expect(state.entries.join('').length).toBeLessThanOrEqual(maxExpressionLength);
        }
      }),
      { numRuns: 300 },
    );
  });
});

// An independent reference: decimal.js at 60 digits, its own precedence pass, and its own
// rounding to 15 significant digits.
const Reference = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -7,
  toExpPos: 15,
});

function reference(numbers: string[], operators: Operator[]): string | null {
  const terms: Decimal[] = [];
  let product = new Reference(numbers[0]!);
  let sign = 1;
  for (const [index, operator] of operators.entries()) {
    const next = new Reference(numbers[index + 1]!);
    if (operator === '*') product = product.times(next);
    else if (operator === '/') {
      if (next.isZero()) return null;
      product = product.dividedBy(next);
    } else {
      terms.push(product.times(sign));
      product = next;
      sign = operator === '-' ? -1 : 1;
    }
  }
  terms.push(product.times(sign));
  const sum = terms.reduce((a, b) => a.plus(b)).toSignificantDigits(15);
  return sum.isZero() ? '0' : sum.toString();
}

const unsigned = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.option(fc.integer({ min: 0, max: 9999 })))
  .map(([whole, fraction]) => (fraction === null ? `${whole}` : `${whole}.${fraction}`));
const operand = fc.tuple(fc.boolean(), unsigned).map(([negative, n]) => (negative ? `-${n}` : n));

describe('well-formed expressions', () => {
  it('evaluate to what an independent decimal reference gives', () => {
    fc.assert(
      fc.property(
        unsigned,
        fc.array(fc.tuple(fc.constantFrom<Operator>('+', '-', '*', '/'), operand), {
          minLength: 1,
          maxLength: 3,
        }),
        (first, rest) => {
          const numbers = [first, ...rest.map(([, n]) => n)];
          const operators = rest.map(([operator]) => operator);
          // Typed as a visitor would: a negative operand is its operator, then minus, then digits.
          const typed = [first, ...rest.map(([operator, n]) => `${operator}${n}`)].join('');
          // Longer input is refused by design (tested in input.test.ts).
          fc.pre(typed.length <= maxExpressionLength);
          const keys = `${typed}=`;
          const state = [...keys].reduce(
            (s, key) => press(s, key as CalculatorKey),
            initialCalculator,
          );
          const expected = reference(numbers, operators);
          expect(displayText(state)).toBe(expected ?? divisionByZero);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('copy, then paste', () => {
  // Results of every size and sign: a fraction scaled by a power of ten.
  const rationals = fc
    .tuple(
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
      fc.bigInt({ min: 1n, max: 10n ** 40n }),
      fc.integer({ min: -400, max: 400 }),
    )
    .map(([numerator, denominator, power]): Rational => {
      const scale = 10n ** BigInt(Math.abs(power));
      return power >= 0
        ? { numerator: numerator * scale, denominator }
        : { numerator, denominator: denominator * scale };
    });

  it('gives back the exact value copied, for any result', () => {
    fc.assert(
      fc.property(rationals, (exact) => {
        const shownResult: CalculatorState = {
          ...initialCalculator,
          entries: [formatRational(exact)],
          mode: 'result',
          carried: exact,
        };
        const copied = copyText(shownResult);
        const pasted = pasteText(initialCalculator, copied);
        expect(pasted.message).toBeNull();
        const again = press(pasted, '=');
        expect(again.carried).toEqual(parseDecimal(copied));
        expect(displayText(again)).toBe(copied);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives back the same expression, for any keys typed', () => {
    const typing = allKeys.filter((key) => key !== '=');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...typing), { maxLength: 60 }), (keys) => {
        const typed = keys.reduce(press, initialCalculator);
        const pasted = pasteText(initialCalculator, copyText(typed));
        expect(pasted.entries).toEqual(typed.entries);
      }),
      { numRuns: 1000 },
    );
  });
});
