// Reading pasted text into the calculator: numbers (with exponents and thousands separators),
// operators and "=", through the same rules as keys, and a note naming whatever was not read.
import type { CalculatorKey } from './keys';
import { keyFromKeyboard } from './keys';
import { maxExpressionLength, press, raiseToPower, tooLong, type CalculatorState } from './machine';

/**
 * How much of a paste is read. An expression holds 40 characters, so a longer paste can only be
 * the start of something; reading no further keeps a 10 MB paste as quick as a short one.
 */
export const maxPasteRead = 25 * maxExpressionLength;
/** The largest power of ten a pasted number may have (the calculator reads no further). */
const maxPower = 10_000;
/** How many left-out characters the note names before it counts the rest. */
const maxNamed = 8;

export const pasteTooLong = 'The paste was too long: only its start was read';

type Part =
  | { kind: 'key'; key: CalculatorKey }
  | { kind: 'number'; digits: string; power: number | null; read?: string };

interface Reading {
  parts: Part[];
  /** What could not be read, each once, as a person sees it (whole emoji, not code points). */
  leftOut: string[];
  /** Whether the text went on past what was read. */
  cut: boolean;
}

const numberAt = /(?:\d|\.\d)[\d.,]*/y;
const exponentAt = /[eE]([+-]?\d+)/y;
const hexAt = /0[xX][\da-fA-F]+/y;
const letter = /\p{L}/u;
/** Signs people paste that nobody types: the en dash of typeset text. */
const pasteOnly: Record<string, CalculatorKey> = { '–': '-' };

/**
 * The digits a number stands for: "1,000.5" and "1.000,5" are 1000.5 (thousands separators),
 * "2,5" is 2.5 (a decimal comma); null for separators that cannot be told apart ("1,2,3").
 * Points alone are left to the keys' rules ("5.5.5" is 5.55, as typed).
 */
function digitsOf(text: string): string | null {
  if (!text.includes(',')) return text;
  if (/^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/.test(text)) return text.replaceAll(',', '');
  if (/^[1-9]\d{0,2}(\.\d{3})+,\d+$/.test(text)) return text.replaceAll('.', '').replace(',', '.');
  if (/^\d+,\d+$/.test(text)) return text.replace(',', '.');
  return null;
}

/** Reads text into keys and numbers, from its start, no further than `maxPasteRead`. */
export function readPaste(text: string): Reading {
  // Only the start is looked at, so no pattern or segmenter ever runs over megabytes.
  const head = text.slice(0, maxPasteRead + 64);
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(head);
  const parts: Part[] = [];
  const leftOut = new Set<string>();
  let at = 0;
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
      at += number.length;
      const exponent = match(exponentAt);
      if (exponent) at += exponent.length;
      const power = exponent ? Number(exponent.slice(1)) : null;
      const digits = digitsOf(number);
      if (digits === null || (power !== null && Math.abs(power) > maxPower)) {
        leftOut.add(`${number}${exponent ?? ''}`);
      } else {
        parts.push({ kind: 'number', digits, power, read: digits !== number ? number : undefined });
      }
      continue;
    }
    // x is "times" between numbers ("3 x 4"), not a letter of a word ("box").
    const isTimes =
      (char === 'x' || char === 'X') &&
      !letter.test(head[at - 1] ?? '') &&
      !letter.test(head[at + 1] ?? '');
    const key = pasteOnly[char] ?? (isTimes || !letter.test(char) ? keyFromKeyboard(char) : null);
    if (/\s/.test(char)) {
      at += 1;
    } else if (key && key !== 'C' && key !== 'Backspace' && key !== '.') {
      parts.push({ kind: 'key', key });
      at += 1;
    } else {
      const { segment, index } = segments.containing(at) ?? { segment: char, index: at };
      leftOut.add(segment);
      at = index + segment.length;
    }
  }
  return { parts, leftOut: [...leftOut], cut: at < text.length };
}

function leftOutNote(leftOut: readonly string[]): string {
  const named = leftOut.slice(0, maxNamed).map((text) => `“${text}”`);
  if (leftOut.length > maxNamed) named.push(`and ${leftOut.length - maxNamed} more`);
  return `Left out ${named.join(' ')}: only numbers and + − × ÷ can be pasted`;
}

/** Enters pasted text through the same rules as keys, with a note on what it read and left out. */
export function pasteText(state: CalculatorState, text: string): CalculatorState {
  const { parts, leftOut, cut } = readPaste(text);
  const notes: string[] = [];
  let next = state;
  let full = false;
  for (const part of parts) {
    if (part.kind === 'key') next = press(next, part.key);
    else {
      for (const char of part.digits) next = press(next, char as CalculatorKey);
      if (part.power !== null) next = raiseToPower(next, part.power);
      // One such note is enough to show how separators are read.
      if (part.read && notes.length === 0) notes.push(`Read “${part.read}” as ${part.digits}`);
    }
    // Keys refused because the expression is full: nothing further can be kept.
    if (next.message === tooLong) {
      full = true;
      break;
    }
  }
  if (next.mode === 'error') return next;
  if (leftOut.length > 0) notes.push(leftOutNote(leftOut));
  if (cut || full) notes.push(pasteTooLong);
  if (notes.length === 0) return next;
  return { ...next, message: notes.join('. ') };
}
