import type { Operator } from './evaluate';

type Digit = `${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type CalculatorKey = Digit | '.' | Operator | '=' | 'C' | 'Backspace';

export interface KeypadKey {
  id: string;
  key: CalculatorKey;
  label: string;
  name?: string;
  kind: 'digit' | 'operator' | 'equals' | 'clear';
}

const digitIds = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const namedKeys: Partial<Record<string, Omit<KeypadKey, 'key'>>> = {
  C: { id: 'clear', label: 'C', name: 'clear', kind: 'clear' },
  '/': { id: 'divide', label: '÷', name: 'divide', kind: 'operator' },
  '*': { id: 'multiply', label: '×', name: 'multiply', kind: 'operator' },
  '+': { id: 'add', label: '+', name: 'add', kind: 'operator' },
  '-': { id: 'subtract', label: '−', name: 'subtract', kind: 'operator' },
  '=': { id: 'equals', label: '=', name: 'equals', kind: 'equals' },
  '.': { id: 'decimal', label: '.', name: 'decimal point', kind: 'digit' },
};

// Row by row, as the keys stand.
export const keypad: readonly KeypadKey[] = Array.from('C/*789+456-123=0.', (key) => ({
  key: key as CalculatorKey,
  ...(namedKeys[key] ?? { id: digitIds[Number(key)]!, label: key, kind: 'digit' }),
}));

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
