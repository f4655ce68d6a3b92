// Exact fractions of BigInts: 0.1 + 0.2 is exactly 3/10, and rounding happens once, for the display.
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function rational(numerator: bigint, denominator: bigint): Rational {
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export const maxExponent = 10_000;

const numberPattern = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function parseDecimal(text: string): Rational | null {
  const match = numberPattern.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = Number(exponentText ?? 0) - fraction.length;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > maxExponent) return null;
  let numerator = BigInt(`${whole}${fraction}` || '0');
  if (sign === '-') numerator = -numerator;
  return exponent >= 0
    ? rational(numerator * 10n ** BigInt(exponent), 1n)
    : rational(numerator, 10n ** BigInt(-exponent));
}

export const add = (a: Rational, b: Rational) =>
  rational(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );

export const subtract = (a: Rational, b: Rational) =>
  add(a, { numerator: -b.numerator, denominator: b.denominator });

export const multiply = (a: Rational, b: Rational) =>
  rational(a.numerator * b.numerator, a.denominator * b.denominator);

export const divide = (a: Rational, b: Rational): Rational | null =>
  b.numerator === 0n ? null : rational(a.numerator * b.denominator, a.denominator * b.numerator);

const significantDigits = 15;

// Rounded half away from zero; exponent form past the precision or after six zeros.
export function formatRational({ numerator, denominator }: Rational): string {
  if (numerator === 0n) return '0';
  const sign = numerator < 0n ? '-' : '';
  const n = abs(numerator);
  // 10^exponent <= n / denominator < 10^(exponent + 1).
  let exponent = n.toString().length - denominator.toString().length;
  if (
    exponent >= 0
      ? n < denominator * 10n ** BigInt(exponent)
      : n * 10n ** BigInt(-exponent) < denominator
  ) {
    exponent -= 1;
  }
  const shift = significantDigits - 1 - exponent;
  const top = shift >= 0 ? n * 10n ** BigInt(shift) : n;
  const bottom = shift >= 0 ? denominator : denominator * 10n ** BigInt(-shift);
  let digits = top / bottom;
  if ((top % bottom) * 2n >= bottom) digits += 1n;
  if (digits === 10n ** BigInt(significantDigits)) {
    digits /= 10n;
    exponent += 1;
  }
  const text = digits.toString().replace(/0+$/, '');
  if (exponent >= significantDigits || exponent < -6) {
    const mantissa = text.length > 1 ? `${text[0]}.${text.slice(1)}` : text;
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${text}`;
  const whole = text.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = text.slice(exponent + 1);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
