import { add, divide, formatRational, multiply, parseDecimal, type Rational } from './rational';

export type Operator = '+' | '-' | '*' | '/';

export const isOperator = (token: string): token is Operator =>
  ['+', '-', '*', '/'].includes(token);

export type Evaluation =
  { ok: true; value: string; exact: Rational } | { ok: false; message: string };

export const divisionByZero = "Can't divide by zero";
export const notAnExpression = 'Not a valid expression';
export const outOfRange = "That's beyond what I can calculate";

// Far past anything typed, and still quick to reduce and to show.
const maxHexDigits = 25_000;
const inRange = ({ numerator, denominator }: Rational) =>
  numerator.toString(16).length <= maxHexDigits && denominator.toString(16).length <= maxHexDigits;

// * and / before + and -; a trailing operator is ignored. `carried`: the first token's exact value.
export function evaluateTokens(
  tokens: readonly string[],
  carried: Rational | null = null,
): Evaluation {
  const expression = [...tokens];
  while (expression.length > 0 && isOperator(expression.at(-1)!)) expression.pop();
  if (expression.length === 0) return { ok: false, message: notAnExpression };
  // A sum of finished terms; `product` is the term being multiplied.
  const terms: Rational[] = [];
  let product: Rational | null = null;
  let pending: Operator = '+';
  for (let index = 0; index < expression.length; index += 1) {
    const token = expression[index]!;
    if (index % 2 === 1) {
      if (!isOperator(token)) return { ok: false, message: notAnExpression };
      pending = token;
      continue;
    }
    const value = index === 0 && carried ? carried : parseDecimal(token);
    if (!value) return { ok: false, message: notAnExpression };
    if (pending === '*') product = multiply(product!, value);
    else if (pending === '/') {
      product = divide(product!, value);
      if (!product) return { ok: false, message: divisionByZero };
    } else {
      if (product) terms.push(product);
      product = pending === '-' ? { ...value, numerator: -value.numerator } : value;
    }
  }
  terms.push(product!);
  const exact = terms.reduce(add);
  if (!inRange(exact)) return { ok: false, message: outOfRange };
  return { ok: true, value: formatRational(exact), exact };
}
