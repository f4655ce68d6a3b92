// A paste that could be read wrongly is refused whole: a wrong number is worse than none.
import { pressKey, type Finished, type Pressed } from './history';
import { keyFromKeyboard, type CalculatorKey } from './keys';
import { isOperator } from './evaluate';
import {
  initialCalculator,
  lengthOf,
  maxExpressionLength,
  press,
  recall,
  tooLong,
  withLast,
  type CalculatorState,
} from './machine';
import { maxExponent } from './rational';
import { codePointName } from '../code-point';

export const maxPasteRead = 25 * maxExpressionLength;
const maxNamed = 8;

// Only a paste writes a power of ten (1.5e-7), so it is here, loaded on the first paste. Refused
// (state unchanged) after an operator, on a number that has one, or when too long.
export function raiseToPower(state: CalculatorState, power: number): CalculatorState {
  const last = state.entries.at(-1)!;
  if (state.mode !== 'input' || isOperator(last) || last.includes('e')) return state;
  const number = `${last.replace(/\.$/, '')}e${power < 0 ? '-' : '+'}${Math.abs(power)}`;
  const entries = withLast(state.entries, number);
  if (lengthOf(entries) > maxExpressionLength) return { ...state, message: tooLong };
  return { ...state, entries, message: null };
}

export const pasteTooLong = 'The paste was too long: only its start was read';

type Part =
  | { kind: 'key'; key: CalculatorKey }
  | { kind: 'number'; digits: string; power: number | null; read?: string };

const numberAt = /(?:\d|\.\d)[\d.,]*/y;
const exponentAt = /[eE]([+-]?\d+)/y;
const hexAt = /0[xX][\da-fA-F]+/y;
const letter = /\p{L}/u;
export const bracketsRefused =
  'Not pasted: brackets cannot be pasted. Work out the part in brackets first, then go on from its result';

// "1,000.5" and "1.000,5" are 1000.5, "2,5" is 2.5; null when ambiguous ("1,2,3").
function digitsOf(text: string): string | null {
  if (!text.includes(',')) return text;
  if (/^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/.test(text)) return text.replaceAll(',', '');
  if (/^[1-9]\d{0,2}(\.\d{3})+,\d+$/.test(text)) return text.replaceAll('.', '').replace(',', '.');
  if (/^\d+,\d+$/.test(text)) return text.replace(',', '.');
  return null;
}

export function readPaste(text: string) {
  const head = text.slice(0, maxPasteRead + 64);
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(head);
  const parts: Part[] = [];
  const leftOut = new Set<string>();
  let refusal: string | null = null;
  let at = 0;
  let last: { kind: Part['kind']; start: number } | null = null;
  let lastEnd = 0;
  const add = (part: Part, start: number) => {
    const between = head.slice(lastEnd, start).trim();
    const around = () => readable(short(head.slice(last?.start ?? 0, at)));
    if (last && !refusal && between !== '') {
      refusal = `Not pasted: the calculator cannot read “${readable(short(between))}” in “${around()}”: only numbers and + − × ÷ can be pasted`;
    } else if (last?.kind === 'number' && part.kind === 'number' && !refusal) {
      refusal = `Not pasted: “${around()}” has no + − × ÷ between its numbers, so it could be read wrongly`;
    }
    parts.push(part);
    last = { kind: part.kind, start };
    lastEnd = at;
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    return pattern.exec(head)?.[0] ?? null;
  };
  while (at < head.length && at < maxPasteRead) {
    const char = head[at]!;
    const hex = match(hexAt);
    if (hex) {
      leftOut.add(hex);
      at += hex.length;
      continue;
    }
    // A trailing comma ends a list ("3, 4"), not a number.
    const number = match(numberAt)?.replace(/,+$/, '');
    if (number) {
      const start = at;
      at += number.length;
      const exponent = match(exponentAt);
      if (exponent) at += exponent.length;
      const power = exponent ? Number(exponent.slice(1)) : null;
      const digits = digitsOf(number);
      if (digits === null || (power !== null && Math.abs(power) > maxExponent)) {
        leftOut.add(`${number}${exponent ?? ''}`);
      } else {
        add({ kind: 'number', digits, power, read: digits !== number ? number : undefined }, start);
      }
      continue;
    }
    // x is "times" between numbers ("3 x 4"), not a letter of a word ("box").
    const isTimes =
      (char === 'x' || char === 'X') &&
      !letter.test(head[at - 1] ?? '') &&
      !letter.test(head[at + 1] ?? '');
    const key = char === '–' ? '-' : isTimes || !letter.test(char) ? keyFromKeyboard(char) : null;
    if (/\s/.test(char)) {
      at += 1;
    } else if (key && key !== 'C' && key !== 'Backspace' && key !== '.') {
      at += 1;
      add({ kind: 'key', key }, at - 1);
    } else {
      if (/[()[\]{}]/.test(char)) refusal ??= bracketsRefused;
      const { segment, index } = segments.containing(at) ?? { segment: char, index: at };
      leftOut.add(segment.slice(at - index));
      at = index + segment.length;
    }
  }
  return { parts, leftOut: [...leftOut], cut: at < text.length, refusal };
}

// Characters that show nothing are named by code point, so a note never quotes an empty “”.
const invisible = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const picture = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/** "U+200B" alone, "1⟨U+200B⟩2" among other characters. */
function readable(text: string): string {
  const chars = Array.from(text);
  if (chars.length > 0 && chars.every((char) => invisible.test(char))) {
    return chars.map(codePointName).join(' ');
  }
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return Array.from(graphemes, ({ segment }) =>
    picture.test(segment)
      ? segment
      : Array.from(segment, (char) =>
          invisible.test(char) ? `⟨${codePointName(char)}⟩` : char,
        ).join(''),
  ).join('');
}

function short(text: string): string {
  const chars = Array.from(text);
  return chars.length <= 24 ? text : `${chars.slice(0, 10).join('')}…${chars.slice(-10).join('')}`;
}

function leftOutNote(leftOut: readonly string[]): string {
  const named = leftOut.slice(0, maxNamed).map((text) => `“${readable(text)}”`);
  if (leftOut.length > maxNamed) named.push(`and ${leftOut.length - maxNamed} more`);
  return `Left out ${named.join(' ')}: only numbers and + − × ÷ can be pasted`;
}

function withNote(state: CalculatorState, message: string): CalculatorState {
  if (state.mode === 'error') return { ...initialCalculator, message };
  const base = state.mode === 'result' ? recall(state.entries[0]!, state.carried!) : state;
  return { ...base, message };
}

export function pasteInto(state: CalculatorState, text: string): Pressed {
  const { parts, leftOut, cut, refusal } = readPaste(text);
  if (refusal) {
    return { state: withNote(state, cut ? `${refusal}. ${pasteTooLong}` : refusal), finished: [] };
  }
  const notes: string[] = [];
  const finished: Finished[] = [];
  let next = state;
  // Whether this paste filled the expression, not a note the calculator showed before it.
  let full = false;
  for (const part of parts) {
    if (part.kind === 'key') {
      next = pressKey(next, part.key, finished);
    } else {
      for (const char of part.digits) next = press(next, char as CalculatorKey);
      if (part.power !== null) next = raiseToPower(next, part.power);
      if (part.read && notes.length === 0) notes.push(`Read “${part.read}” as ${part.digits}`);
    }
    full = next.message === tooLong;
    if (full) break;
  }
  if (next.mode === 'error') return { state: next, finished };
  if (leftOut.length > 0) notes.push(leftOutNote(leftOut));
  if (cut || full) notes.push(pasteTooLong);
  if (notes.length === 0) return { state: next, finished };
  return { state: withNote(next, notes.join('. ')), finished };
}

export const pasteText = (state: CalculatorState, text: string) => pasteInto(state, text).state;
