import type { Operator } from './evaluate';

export type Digit = `${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type CalculatorKey = Digit | '.' | Operator | '=' | 'C' | 'Backspace';

export interface KeypadKey {
  id: string;
  key: CalculatorKey;
  label: string;
  name?: string;
  kind: 'digit' | 'operator' | 'equals' | 'clear';
}

export const keypad: readonly KeypadKey[] = [
  { id: 'clear', key: 'C', label: 'C', name: 'clear', kind: 'clear' },
  { id: 'divide', key: '/', label: '÷', name: 'divide', kind: 'operator' },
  { id: 'multiply', key: '*', label: '×', name: 'multiply', kind: 'operator' },
  { id: 'seven', key: '7', label: '7', kind: 'digit' },
  { id: 'eight', key: '8', label: '8', kind: 'digit' },
  { id: 'nine', key: '9', label: '9', kind: 'digit' },
  { id: 'add', key: '+', label: '+', name: 'add', kind: 'operator' },
  { id: 'four', key: '4', label: '4', kind: 'digit' },
  { id: 'five', key: '5', label: '5', kind: 'digit' },
  { id: 'six', key: '6', label: '6', kind: 'digit' },
  { id: 'subtract', key: '-', label: '−', name: 'subtract', kind: 'operator' },
  { id: 'one', key: '1', label: '1', kind: 'digit' },
  { id: 'two', key: '2', label: '2', kind: 'digit' },
  { id: 'three', key: '3', label: '3', kind: 'digit' },
  { id: 'equals', key: '=', label: '=', name: 'equals', kind: 'equals' },
  { id: 'zero', key: '0', label: '0', kind: 'digit' },
  { id: 'decimal', key: '.', label: '.', name: 'decimal point', kind: 'digit' },
];

const keyboard: Record<string, CalculatorKey> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  x: '*',
  X: '*',
  '×': '*',
  '/': '/',
  '÷': '/',
  '.': '.',
  ',': '.',
  '=': '=',
  Enter: '=',
  Escape: 'C',
  Delete: 'C',
  Backspace: 'Backspace',
};

export const calculatorKeyNames: readonly string[] = [...'0123456789', ...Object.keys(keyboard)];

export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (/^[0-9]$/.test(key)) return key as CalculatorKey;
  return keyboard[key] ?? null;
}
