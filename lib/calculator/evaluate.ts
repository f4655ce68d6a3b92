import {
  add,
  divide,
  formatRational,
  multiply,
  parseDecimal,
  subtract,
  type Rational,
} from './rational';

export type Operator = '+' | '-' | '*' | '/';

export const operators: readonly Operator[] = ['+', '-', '*', '/'];

export const isOperator = (token: string): token is Operator =>
  (operators as readonly string[]).includes(token);

export type Evaluation = { ok: true; value: string } | { ok: false; message: string };

export const divisionByZero = "Can't divide by zero";
export const notAnExpression = 'Not a valid expression';

/**
 * Evaluates "number (operator number)*" with the usual precedence: * and / first, then + and -,
 * each from left to right. Numbers may be negative ("-5"). A trailing operator is ignored, as a
 * pocket calculator would. No eval anywhere: this is the whole parser.
 */
export function evaluateTokens(tokens: readonly string[]): Evaluation {
  const expression = [...tokens];
  while (expression.length > 0 && isOperator(expression.at(-1)!)) {
    expression.pop();
  }
  if (expression.length === 0) return { ok: false, message: notAnExpression };

  // Sum of products: `terms` holds finished terms to add; `product` the term being multiplied.
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
    const value = parseDecimal(token);
    if (!value) return { ok: false, message: notAnExpression };
    if (pending === '*') product = multiply(product!, value);
    else if (pending === '/') {
      product = divide(product!, value);
      if (!product) return { ok: false, message: divisionByZero };
    } else {
      if (product) terms.push(product);
      product = pending === '-' ? subtract({ numerator: 0n, denominator: 1n }, value) : value;
    }
  }
  terms.push(product!);
  return { ok: true, value: formatRational(terms.reduce(add)) };
}
