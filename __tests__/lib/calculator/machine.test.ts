/** @jest-environment node */
import { divisionByZero } from '@/lib/calculator/evaluate';
import {
  announcementText,
  copyText,
  displayText,
  initialCalculator,
  maxExpressionLength,
  noteText,
  press,
  recall,
  tooLong,
  type CalculatorState,
} from '@/lib/calculator/machine';
import type { CalculatorKey } from '@/lib/calculator/keys';
import { pasteText } from '@/lib/calculator/paste';
import { parseDecimal } from '@/lib/calculator/rational';
import { itFollows } from '../../fixtures/examples';
import { raiseToPower } from '@/lib/calculator/paste';

/** Presses each character as a key; "<" is Backspace. */
function type(keys: string, from: CalculatorState = initialCalculator): CalculatorState {
  return [...keys].reduce(
    (state, key) => press(state, (key === '<' ? 'Backspace' : key) as CalculatorKey),
    from,
  );
}
const shown = (keys: string) => displayText(type(keys));

describe('calculator input', () => {
  it('starts as the single entry 0', () => {
    expect(initialCalculator.entries).toEqual(['0']);
    expect(displayText(initialCalculator)).toBe('0');
  });

  it('C resets to 0 from anywhere', () => {
    expect(type('12+3C')).toEqual(initialCalculator);
    expect(type('5/0=C')).toEqual(initialCalculator);
  });

  itFollows(shown, {
    'shows the number being typed': [['123', '123']],
    'normalises leading zeros away': [
      ['000', '0'],
      ['0007', '7'],
      ['5+007', '5 + 7'],
      ['0.05', '0.05'],
    ],
    'ignores a second decimal point within one number': [
      ['5..0', '5.0'],
      ['5.5.5', '5.55'],
      ['1.5+2.5.', '1.5 + 2.5'],
    ],
    'turns a decimal point right after an operator into 0.': [
      ['5+.', '5 + 0.'],
      ['.5', '0.5'],
      ['5*-.5', '5 × -0.5'],
    ],
    'replaces an operator typed after an operator': [['5+/2=', '2.5']],
    'keeps a minus after an operator as a negative sign': [
      ['5*-5=', '-25'],
      ['5--5=', '10'],
    ],
    'collapses two operators followed by another to the last': [
      ['5*-+5=', '10'],
      ['5*--5=', '0'],
    ],
    'is exact with decimals': [
      ['.1+.2=', '0.3'],
      ['1.1*1.1=', '1.21'],
      ['1/3*3=', '1'],
    ],
    'continues from the result with an operator': [
      ['5-2=/2=', '1.5'],
      ['5*-5=+30=', '5'],
    ],
    'starts a new expression with a digit or a point after =': [
      ['5+5=3', '3'],
      ['5+5=.', '0.'],
    ],
    'starts afresh on the key after a division by zero': [
      ['5/0=7', '7'],
      ['5/0=+2=', '2'],
      ['5/0=<', '0'],
    ],
    'ignores a trailing operator on =': [
      ['5+=', '5'],
      ['5*-=', '5'],
    ],
    'removes the last character with Backspace': [
      ['123<', '12'],
      ['12+<', '12'],
      ['5*-<', '5 × '],
      ['5*-3<', '5 × -'],
      ['7<', '0'],
      ['<<<', '0'],
      ['2*3=<', '0'],
    ],
    'shows operators as symbols and negative numbers with a plain minus': [
      ['8/2*-3+1-4', '8 ÷ 2 × -3 + 1 − 4'],
    ],
  });

  it('keeps an operator typed after an operator as the last one, or a minus as a sign', () => {
    expect(type('5+*').entries).toEqual(['5', '*']);
    expect(type('5*-').entries).toEqual(['5', '*', '-']);
    expect(type('5*-5').entries).toEqual(['5', '*', '-5']);
    expect(type('5*-+').entries).toEqual(['5', '+']);
  });

  it('drops a dangling decimal point before an operator', () => {
    expect(type('5.+').entries).toEqual(['5', '+']);
  });

  it('evaluates with the usual precedence and shows the result as a single entry', () => {
    const result = type('3+5*6-2/4=');
    expect(result.entries).toEqual(['32.5']);
    expect(result.mode).toBe('result');
    expect(displayText(result)).toBe('32.5');
  });

  it('does nothing on a second =', () => {
    const once = type('2*3=');
    expect(press(once, '=')).toBe(once);
  });

  it('says so when dividing by zero', () => {
    expect(shown('5/0=')).toBe(divisionByZero);
  });

  it('stops accepting keys once the expression is full, and says why', () => {
    const full = type('1'.repeat(maxExpressionLength));
    expect(full.entries.join('')).toHaveLength(maxExpressionLength);
    const refused = press(full, '2');
    expect(refused.entries).toEqual(full.entries);
    expect(refused.message).toBe(tooLong);
    // Keys that do not lengthen it still work, and clear the note.
    expect(press(refused, '+').message).toBe(tooLong);
    expect(press(refused, 'Backspace').message).toBeNull();
    expect(press(refused, '=').mode).toBe('result');
  });
});

describe('a result carried into the next calculation', () => {
  itFollows(shown, {
    'keeps its exact value, not the rounded display': [
      ['1/3=', '0.333333333333333'],
      ['1/3=*3=', '1'],
      ['2/3=+1/3=', '1'],
    ],
    'is one piece: Backspace clears it, and a digit replaces it': [
      ['1/3=<', '0'],
      ['1/3=+<', '0.333333333333333'],
      ['1/3=+<<', '0'],
      ['1/3=+<5', '5'],
      ['1/3=+<.5', '0.5'],
    ],
  });

  it('never has its exponent edited into another number', () => {
    const big = type('100000000000000000000*100000=');
    expect(displayText(big)).toBe('1e+25');
    expect(displayText(type('<5', big))).toBe('5');
    expect(displayText(type('*<5', big))).toBe('5');
  });

  it('can be used again whatever it shows: 500 rounds of × 1e20', () => {
    let state = type('1');
    for (let round = 0; round < 500; round += 1) {
      state = pasteText(state, '*100000000000000000000=');
    }
    expect(displayText(state)).toBe('1e+10000');
    expect(displayText(type('*10=', state))).toBe('1e+10001');
    expect(displayText(type('/3=', state))).toBe('3.33333333333333e+9999');
  });
});

describe('copy', () => {
  it('copies the result as a plain number, and the expression as it pastes back', () => {
    expect(copyText(type('5-8='))).toBe('-3');
    expect(copyText(type('12+3*-4'))).toBe('12+3*-4');
    expect(displayText(pasteText(initialCalculator, copyText(type('12+3*-4'))))).toBe(
      '12 + 3 × -4',
    );
    expect(copyText(type('1/0='))).toBe('');
  });
});

describe('a number in exponent form', () => {
  const pasted = raiseToPower(type('1.5'), -7);

  it('is written as the display writes results', () => {
    expect(displayText(pasted)).toBe('1.5e-7');
    expect(displayText(raiseToPower(type('2.'), 21))).toBe('2e+21');
    expect(displayText(type('*2=', pasted))).toBe('3e-7');
  });

  it('is one piece: digits after it are ignored, Backspace removes it whole', () => {
    expect(displayText(type('5.', pasted))).toBe('1.5e-7');
    expect(displayText(type('+2*<', pasted))).toBe('1.5e-7 + 2');
    expect(displayText(type('<', raiseToPower(type('3+1.5'), 9)))).toBe('3 + ');
  });

  it('is refused after an operator, on a number that has one, and when too long', () => {
    expect(raiseToPower(type('5+'), 3)).toEqual(type('5+'));
    expect(raiseToPower(pasted, 3)).toBe(pasted);
    const nearlyFull = type('1'.repeat(maxExpressionLength - 2));
    expect(raiseToPower(nearlyFull, 3).message).toBe(tooLong);
    expect(raiseToPower(nearlyFull, 3).entries).toEqual(nearlyFull.entries);
  });
});

describe('the calculation behind a result', () => {
  it('is kept as it was shown, without the operators "=" ignores', () => {
    expect(type('12+3*2=').expression).toBe('12 + 3 × 2');
    expect(type('5*-=').expression).toBeNull();
    expect(type('5+2*=').expression).toBe('5 + 2');
    expect(type('5*-3=').expression).toBe('5 × -3');
    expect(type('1/3=*3=').expression).toBe('0.333333333333333 × 3');
  });

  it('is none for a lone number, and gone once typing starts again', () => {
    expect(type('7=').expression).toBeNull();
    expect(type('1+2=+').expression).toBeNull();
  });
});

describe('recall', () => {
  it('starts a new calculation from an earlier result, with its exact value', () => {
    const third = type('1/3=');
    const recalled = recall(third.entries[0]!, third.carried!);
    expect(displayText(recalled)).toBe('0.333333333333333');
    expect(recalled.mode).toBe('input');
    expect(displayText(type('*3=', recalled))).toBe('1');
    expect(displayText(type('7', recalled))).toBe('7');
    expect(recall('2', parseDecimal('2')!).expression).toBeNull();
  });
});

describe('announcementText', () => {
  it('announces results, errors and notes, and stays quiet while typing', () => {
    expect(announcementText(type('123+4'))).toBe('');
    expect(announcementText(type('2*3='))).toBe('Result: 6');
    expect(announcementText(type('5/0='))).toBe(divisionByZero);
    expect(announcementText(press(type('1'.repeat(maxExpressionLength)), '2'))).toBe(tooLong);
  });
});

describe('noteText', () => {
  it('shows passing notes while typing, and nothing over a result or an error', () => {
    expect(noteText(type('12'))).toBeNull();
    expect(noteText(press(type('1'.repeat(maxExpressionLength)), '2'))).toBe(tooLong);
    expect(noteText(pasteText(initialCalculator, '3 apples'))).toMatch(/^Left out/);
    expect(noteText(type('5/0='))).toBeNull();
    expect(noteText(type('2*3='))).toBeNull();
  });
});
