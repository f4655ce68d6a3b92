/** @jest-environment node */
// In the order the tests below take them.
import {
  parseDecimal,
  add,
  multiply,
  divide,
  subtract,
  formatRational,
} from '@/lib/calculator/rational';
import { itFollows } from '../../fixtures/examples';

const value = (text: string) => {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(`not a decimal: ${text}`);
  return parsed;
};
const show = (text: string) => formatRational(value(text));

describe('parseDecimal', () => {
  it.each([
    ['12', 12n, 1n],
    ['-0.5', -1n, 2n],
    ['3.', 3n, 1n],
    ['.25', 1n, 4n],
    ['1.5e+3', 1500n, 1n],
    ['2e-2', 1n, 50n],
  ])('%s is %p/%p in lowest terms', (text, numerator, denominator) => {
    expect(parseDecimal(text)).toEqual({ numerator, denominator });
  });

  it.each(['', '-', '.', 'abc', '1.2.3', '--1', '1e', 'NaN', 'Infinity', '1e99999'])(
    'rejects %p',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );
});

describe('arithmetic is exact', () => {
  it('0.1 + 0.2 is 0.3', () => expect(formatRational(add(value('0.1'), value('0.2')))).toBe('0.3'));
  it('1.1 * 1.1 is 1.21', () =>
    expect(formatRational(multiply(value('1.1'), value('1.1')))).toBe('1.21'));
  it('1 / 3 * 3 is 1', () =>
    expect(formatRational(multiply(divide(value('1'), value('3'))!, value('3')))).toBe('1'));
  it('0.3 - 0.1 is 0.2', () =>
    expect(formatRational(subtract(value('0.3'), value('0.1')))).toBe('0.2'));
  it('dividing by zero gives null', () => expect(divide(value('5'), value('0'))).toBeNull());
});

describe('formatRational', () => {
  itFollows(show, {
    'shows 15 significant digits at most, in exponent form below 0.000001 and from 1e15': [
      ['0', '0'],
      ['-0', '0'],
      ['32.5', '32.5'],
      ['-25', '-25'],
      ['100', '100'],
      ['0.000001', '0.000001'],
      ['0.0000001', '1e-7'],
      ['123456789012345', '123456789012345'],
      ['1234567890123456', '1.23456789012346e+15'],
      ['1e21', '1e+21'],
      ['-2.5e-9', '-2.5e-9'],
      ['0.1234567890123456789', '0.123456789012346'],
      ['9.999999999999999', '10'],
      ['99999999999999.95', '100000000000000'],
      ['999999999999999.5', '1e+15'],
    ],
    'rounds half away from zero': [
      ['1.000000000000005', '1.00000000000001'],
      ['-1.000000000000005', '-1.00000000000001'],
      ['1.0000000000000049', '1'],
    ],
  });

  it('shows 2/3 to 15 significant digits', () => {
    expect(formatRational(divide(value('2'), value('3'))!)).toBe('0.666666666666667');
  });
});
