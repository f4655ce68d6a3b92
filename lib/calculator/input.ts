// The calculator's keys as a state machine over a list of entry tokens, initially ["0"].
// Tokens alternate number, operator, number...; a "-" typed after an operator is a pending
// negative sign that becomes part of the next number ("5", "*", "-5").
//
// Rules: C resets. A digit after "=" starts afresh; an operator after "=" continues from the
// result. An operator after an operator replaces it, except "-", which is kept as a sign; an
// operator after operator-and-sign replaces both. A second "." in a number is ignored; "." after
// an operator starts "0.". Leading zeros are dropped. "=" evaluates everything entered.

import { evaluateTokens, isOperator, type Operator } from './evaluate';

export type Digit = `${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type CalculatorKey = Digit | '.' | Operator | '=' | 'C' | 'Backspace';

export interface CalculatorState {
  entries: string[];
  /** 'result' after "=", 'error' when "=" failed: the next digit starts a new expression. */
  mode: 'input' | 'result' | 'error';
  /** A message for the display in 'error' mode, or a passing note (the expression is full). */
  message: string | null;
}

/** Characters an expression may hold, so it always fits its display. */
export const maxExpressionLength = 40;
export const tooLong = `That's the longest expression I can take (${maxExpressionLength} characters)`;

export const initialCalculator: CalculatorState = { entries: ['0'], mode: 'input', message: null };

const isDigit = (key: string): key is Digit => key.length === 1 && key >= '0' && key <= '9';
const isSign = (entries: readonly string[]) =>
  entries.length >= 2 && entries.at(-1) === '-' && isOperator(entries.at(-2)!);

function withLast(entries: readonly string[], last: string): string[] {
  return [...entries.slice(0, -1), last];
}

function typeDigit(entries: string[], digit: string): string[] {
  const last = entries.at(-1)!;
  if (isSign(entries)) return withLast(entries, `-${digit}`);
  if (isOperator(last)) return [...entries, digit];
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
  // "5." followed by an operator is just 5.
  return [...withLast(entries, last.replace(/\.$/, '')), operator];
}

function removeLast(entries: string[]): string[] {
  const last = entries.at(-1)!;
  const shorter = isOperator(last) || last.length === 1 ? '' : last.slice(0, -1);
  const rest =
    shorter === '' || (shorter === '-' && entries.length === 1)
      ? entries.slice(0, -1)
      : withLast(entries, shorter);
  return rest.length === 0 ? ['0'] : rest;
}

const lengthOf = (entries: readonly string[]) => entries.join('').length;

export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === 'C') return initialCalculator;
  const fresh = state.mode !== 'input';
  if (key === 'Backspace') {
    return fresh
      ? initialCalculator
      : { ...state, entries: removeLast(state.entries), message: null };
  }
  if (key === '=') {
    if (fresh) return state;
    const outcome = evaluateTokens(state.entries);
    return outcome.ok
      ? { entries: [outcome.value], mode: 'result', message: null }
      : { entries: ['0'], mode: 'error', message: outcome.message };
  }

  let entries: string[];
  if (isDigit(key)) entries = typeDigit(fresh ? ['0'] : state.entries, key);
  else if (key === '.') entries = typePoint(fresh ? ['0'] : state.entries);
  else
    entries = typeOperator(
      state.mode === 'result' ? state.entries : fresh ? ['0'] : state.entries,
      key,
    );

  if (lengthOf(entries) > maxExpressionLength && lengthOf(entries) > lengthOf(state.entries)) {
    return { ...state, message: tooLong };
  }
  return { entries, mode: 'input', message: null };
}

const symbols: Record<Operator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** What the display shows: the expression being typed, the result, or the error message. */
export function displayText(state: CalculatorState): string {
  if (state.mode === 'error') return state.message ?? '';
  return state.entries
    .map((token, index) => {
      if (isOperator(token) && !(token === '-' && isSign(state.entries.slice(0, index + 1)))) {
        return ` ${symbols[token]} `;
      }
      // Numbers keep the ASCII minus: "-25" is what tests and copy-paste expect.
      return token;
    })
    .join('');
}

/** What a screen reader hears: results, errors and notes, never each keystroke. */
export function announcementText({ mode, entries, message }: CalculatorState): string {
  if (mode === 'result') return `Result: ${entries[0]}`;
  return message ?? '';
}
