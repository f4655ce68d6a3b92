// Tokens alternate number and operator; a "-" after an operator is a pending sign. A carried result
// is one piece, never edited digit by digit; an operator after "=" continues with its exact value.
import { evaluateTokens, isOperator, type Operator } from './evaluate';
import type { CalculatorKey } from './keys';
import type { Rational } from './rational';

export interface CalculatorState {
  entries: string[];
  mode: 'input' | 'result' | 'error';
  message: string | null;
  carried: Rational | null;
  expression: string | null;
}

export const maxExpressionLength = 40;
export const tooLong = `That's the longest expression I can take (${maxExpressionLength} characters)`;

export const initialCalculator: CalculatorState = {
  entries: ['0'],
  mode: 'input',
  message: null,
  carried: null,
  expression: null,
};

const isSign = (entries: readonly string[]) =>
  entries.length >= 2 && entries.at(-1) === '-' && isOperator(entries.at(-2)!);

export const withLast = (entries: readonly string[], last: string) => [
  ...entries.slice(0, -1),
  last,
];

function typeDigit(entries: string[], digit: string): string[] {
  const last = entries.at(-1)!;
  if (isSign(entries)) return withLast(entries, `-${digit}`);
  if (isOperator(last)) return [...entries, digit];
  if (last.includes('e')) return entries;
  if (last === '0') return withLast(entries, digit);
  if (last === '-0') return withLast(entries, `-${digit}`);
  return withLast(entries, last + digit);
}

function typePoint(entries: string[]): string[] {
  const last = entries.at(-1)!;
  if (isSign(entries)) return withLast(entries, '-0.');
  if (isOperator(last)) return [...entries, '0.'];
  if (last.includes('.') || last.includes('e')) return entries;
  return withLast(entries, `${last}.`);
}

function typeOperator(entries: string[], operator: Operator): string[] {
  if (isSign(entries)) return [...entries.slice(0, -2), operator];
  const last = entries.at(-1)!;
  if (isOperator(last)) return operator === '-' ? [...entries, '-'] : withLast(entries, operator);
  return [...withLast(entries, last.replace(/\.$/, '')), operator];
}

function removeLast(entries: string[]): string[] {
  const last = entries.at(-1)!;
  const whole = isOperator(last) || last.length === 1 || last.includes('e');
  const shorter = whole ? '' : last.slice(0, -1);
  const rest =
    shorter === '' || (shorter === '-' && entries.length === 1)
      ? entries.slice(0, -1)
      : withLast(entries, shorter);
  return rest.length === 0 ? ['0'] : rest;
}

export const lengthOf = (entries: readonly string[]) => entries.join('').length;

export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === 'C') return initialCalculator;
  const fresh = state.mode !== 'input' || (state.carried !== null && state.entries.length === 1);
  if (key === 'Backspace') {
    return fresh
      ? initialCalculator
      : { ...state, entries: removeLast(state.entries), message: null };
  }
  if (key === '=') {
    if (state.mode !== 'input') return state;
    const outcome = evaluateTokens(state.entries, state.carried);
    if (!outcome.ok) return { ...initialCalculator, mode: 'error', message: outcome.message };
    const used = [...state.entries];
    while (isOperator(used.at(-1)!)) used.pop();
    return {
      entries: [outcome.value],
      mode: 'result',
      message: null,
      carried: outcome.exact,
      expression: used.length > 1 ? displayText({ ...state, entries: used }) : null,
    };
  }
  // An operator goes on from a result; a digit or point starts afresh, as anything after an error.
  const restart = isOperator(key) ? state.mode === 'error' : fresh;
  const start = restart ? ['0'] : state.entries;
  const carried = restart ? null : state.carried;
  const entries = isOperator(key)
    ? typeOperator(start, key)
    : key === '.'
      ? typePoint(start)
      : typeDigit(start, key);
  if (lengthOf(entries) > maxExpressionLength && lengthOf(entries) > lengthOf(state.entries)) {
    return { ...state, message: tooLong };
  }
  return { entries, mode: 'input', message: null, carried, expression: null };
}

export function recall(result: string, exact: Rational): CalculatorState {
  return { ...initialCalculator, entries: [result], carried: exact };
}

export const copyText = ({ mode, entries }: CalculatorState) =>
  mode === 'error' ? '' : entries.join('');

const symbols: Record<Operator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

export function displayText(state: CalculatorState): string {
  if (state.mode === 'error') return state.message ?? '';
  // Numbers keep the ASCII minus: "-25" is what tests and copy-paste expect.
  return state.entries
    .map((token, index) =>
      isOperator(token) && !(token === '-' && isSign(state.entries.slice(0, index + 1)))
        ? ` ${symbols[token]} `
        : token,
    )
    .join('');
}

export const noteText = ({ mode, message }: CalculatorState) => (mode === 'input' ? message : null);

export const announcementText = ({ mode, entries, message }: CalculatorState) =>
  mode === 'result' ? `Result: ${entries[0]}` : (message ?? '');
