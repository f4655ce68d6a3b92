/** @jest-environment node */
import { keyFromKeyboard, keypad } from '@/lib/calculator/keys';

describe('keypad', () => {
  it('has the 17 keys of the spec in reading order, with freeCodeCamp ids', () => {
    expect(keypad.map(({ key }) => key).join(' ')).toBe('C / * 7 8 9 + 4 5 6 - 1 2 3 = 0 .');
    expect(keypad.map(({ id }) => id)).toEqual([
      'clear',
      'divide',
      'multiply',
      'seven',
      'eight',
      'nine',
      'add',
      'four',
      'five',
      'six',
      'subtract',
      'one',
      'two',
      'three',
      'equals',
      'zero',
      'decimal',
    ]);
  });

  it('gives every key that is not a digit a spoken name', () => {
    for (const { kind, name, label } of keypad) {
      if (kind !== 'digit' || label === '.') expect(name).toBeTruthy();
    }
  });
});

describe('keyFromKeyboard', () => {
  it.each([
    ['7', '7'],
    ['+', '+'],
    ['-', '-'],
    ['*', '*'],
    ['x', '*'],
    ['X', '*'],
    ['/', '/'],
    ['.', '.'],
    [',', '.'],
    ['Enter', '='],
    ['=', '='],
    ['Escape', 'C'],
    ['Delete', 'C'],
    ['Backspace', 'Backspace'],
  ])('%s -> %s', (key, expected) => expect(keyFromKeyboard(key)).toBe(expected));

  it.each(['a', 'Tab', ' ', 'F5', 'ArrowLeft', '77'])('ignores %p', (key) => {
    expect(keyFromKeyboard(key)).toBeNull();
  });
});
