/** @jest-environment node */
import { divisionByZero } from '@/lib/calculator/evaluate';
import {
  displayText,
  initialCalculator,
  maxExpressionLength,
  noteText,
  press,
  type CalculatorState,
} from '@/lib/calculator/machine';
import type { CalculatorKey } from '@/lib/calculator/keys';
import {
  maxPasteRead,
  pasteInto,
  pasteText,
  pasteTooLong,
  readPaste,
} from '@/lib/calculator/paste';
import { itFollows } from '../../fixtures/examples';

const pasted = (text: string) => pasteText(initialCalculator, text);
const shown = (text: string) => displayText(pasted(text));
/** What = shows after the paste. */
const result = (text: string) => displayText(press(pasted(text), '='));
const typed = (keys: string) =>
  [...keys].reduce((state, key) => press(state, key as CalculatorKey), initialCalculator);

describe('pasted expressions', () => {
  it('say what they left out, and nothing when everything was read', () => {
    const state = pasted('12 apples');
    expect(displayText(state)).toBe('12');
    expect(state.message).toBe(
      'Left out “a” “p” “l” “e” “s”: only numbers and + − × ÷ can be pasted',
    );
    expect(pasted('12+3').message).toBeNull();
    expect(pasted('1/0=$').message).toBe(divisionByZero);
  });

  itFollows(shown, {
    'go through the same rules as keys': [
      ['12.5*2', '12.5 × 2'],
      ['3 ÷ 4 x 2', '3 ÷ 4 × 2'],
      ['3x4', '3 × 4'],
      ['2,5', '2.5'],
      ['007..5', '7.5'],
      ['6*7=', '42'],
      ['10 – 4', '10 − 4'],
    ],
  });
});

describe('numbers in exponent form', () => {
  it('show as pasted', () => {
    expect(shown('9.999899800002e+20')).toBe('9.999899800002e+20');
  });

  itFollows(result, {
    'are read as the numbers they are': [
      ['9.999899800002e+20', '9.999899800002e+20'],
      ['1e309', '1e+309'],
      ['-1.5e-7', '-1.5e-7'],
      ['2E3+1', '2001'],
      ['1.5e-7*2e7', '3'],
    ],
  });

  it('are named when their power is beyond what the calculator reads', () => {
    expect(pasted('1e99999').message).toMatch(/^Left out “1e99999”/);
    expect(shown('1e99999')).toBe('0');
  });

  it('leave a lone "e" out', () => {
    expect(shown('2e')).toBe('2');
    expect(pasted('2e').message).toMatch(/^Left out “e”/);
  });
});

describe('thousands separators', () => {
  it('are read, and the note says how', () => {
    expect(shown('1,000')).toBe('1000');
    expect(pasted('1,000').message).toBe('Read “1,000” as 1000');
    expect(shown('1,000,000')).toBe('1000000');
    expect(shown('1,000.5')).toBe('1000.5');
    expect(shown('1.000,5')).toBe('1000.5');
    expect(result('1,000+2,000')).toBe('3000');
  });

  it('tell a decimal comma from a separator', () => {
    expect(shown('0,500')).toBe('0.500');
    expect(shown('12,34')).toBe('12.34');
    expect(pasted('2,5').message).toBe('Read “2,5” as 2.5');
  });

  it('are refused, named, where they cannot be told apart', () => {
    expect(shown('1,2,3')).toBe('0');
    expect(pasted('1,2,3').message).toMatch(/^Left out “1,2,3”/);
    expect(shown('12,34.5')).toBe('0');
  });
});

describe('what is not read', () => {
  it('is named as a person sees it: whole emoji, hexadecimal numbers, letters', () => {
    expect(pasted('1+👨‍👩‍👧').message).toMatch(/^Left out “👨‍👩‍👧”:/);
    expect(pasted('0x10').message).toMatch(/^Left out “0x10”:/);
    expect(shown('0x10')).toBe('0');
    expect(pasted('box').message).toMatch(/^Left out “b” “o” “x”:/);
  });

  it('is counted past the first few', () => {
    expect(pasted('漢字かなカナ한국어').message).toBe(
      'Left out “漢” “字” “か” “な” “カ” “ナ” “한” “국” and 1 more: only numbers and + − × ÷ can be pasted',
    );
  });
});

describe('a long paste', () => {
  it('stops once the expression is full, and says the paste was too long', () => {
    const state = pasted('7'.repeat(10_000_000));
    expect(displayText(state)).toBe('7'.repeat(maxExpressionLength));
    expect(state.message).toBe(pasteTooLong);
  });

  it('is told from a full expression typed before it: a short paste is not called too long', () => {
    const full = typed('9'.repeat(maxExpressionLength + 1));
    expect(full.message).not.toBeNull();
    expect(pasteText(full, 'abc').message).toBe(
      'Left out “a” “b” “c”: only numbers and + − × ÷ can be pasted',
    );
  });

  it('is read no further than its start, however long', () => {
    const segment = jest.spyOn(Intl.Segmenter.prototype, 'segment');
    const text = '12+3*4-5/6 abc,'.repeat(700_000);
    const { cut, parts } = readPaste(text);
    expect(cut).toBe(true);
    expect(parts.length).toBeLessThan(maxPasteRead);
    for (const [segmented] of segment.mock.calls) {
      expect(segmented.length).toBeLessThan(maxPasteRead + 100);
    }
    expect(pasted(text).message).toMatch(/^Not pasted: .* “abc,” in “6 abc,12”.*too long/);
    expect(pasted('字'.repeat(3_000_000)).message).toBe(
      `Left out “字”: only numbers and + − × ÷ can be pasted. ${pasteTooLong}`,
    );
    segment.mockRestore();
  });
});

describe('a paste that cannot be read as meant', () => {
  it('is refused when numbers stand side by side, or something not read stands between', () => {
    expect(pasted('3 4').message).toBe(
      'Not pasted: “3 4” has no + − × ÷ between its numbers, so it could be read wrongly',
    );
    expect(pasted('1 000').message).toMatch(/^Not pasted: “1 000” has no \+ − × ÷ between/);
    expect(pasted('3, 4').message).toMatch(/^Not pasted: the calculator cannot read “,” in “3, 4”/);
    expect(pasted('2^10').message).toBe(
      'Not pasted: the calculator cannot read “^” in “2^10”: only numbers and + − × ÷ can be pasted',
    );
    expect(pasted('2^-1').message).toMatch(
      /^Not pasted: the calculator cannot read “\^” in “2\^-”/,
    );
    expect(pasted('3 apples + 4').message).toMatch(/cannot read “apples” in “3 apples \+”/);
  });

  it('is refused when it holds brackets', () => {
    expect(pasted('(1+2)*3').message).toBe(
      'Not pasted: brackets cannot be pasted. Work out the part in brackets first, then go on from its result',
    );
    expect(pasted('2*(3)').message).toMatch(/^Not pasted: brackets/);
  });

  it('leaves the calculator as it was, with the note showing', () => {
    for (const before of [typed('5+'), typed('2+2='), typed('1/0=')]) {
      const after = pasteText(before, '3 4');
      expect(noteText(after)).toMatch(/^Not pasted/);
      const shownBefore = before.mode === 'error' ? '0' : displayText(before);
      expect(displayText(after)).toBe(shownBefore);
    }
    // A carried result goes on with its exact value.
    expect(displayText(press(press(press(pasteText(typed('1/3='), '3 4'), '*'), '3'), '='))).toBe(
      '1',
    );
  });

  it('still names text around a calculation without refusing it', () => {
    expect(shown('Total: 12 + 3 USD')).toBe('12 + 3');
    expect(pasted('Total: 12 + 3 USD').message).toMatch(/^Left out “T”/);
  });
});

describe('a chained paste', () => {
  it('finishes every calculation in it, in order', () => {
    const { state, finished } = pasteInto(initialCalculator, '1+1=×3=');
    expect(displayText(state)).toBe('6');
    expect(finished.map(({ expression, result }) => `${expression} = ${result}`)).toEqual([
      '1 + 1 = 2',
      '2 × 3 = 6',
    ]);
    expect(pasteInto(initialCalculator, '3 4=').finished).toEqual([]);
  });
});

describe('invisible characters', () => {
  it('are named by their code point, never as an empty “”', () => {
    expect(pasted('1+\u200B').message).toMatch(/^Left out “U\+200B”:/);
    expect(pasted('12\u00AD').message).toMatch(/^Left out “U\+00AD”:/);
    expect(pasted('1\u200B2').message).toMatch(/cannot read “U\+200B” in “1⟨U\+200B⟩2”/);
  });

  it('leave emoji joined as they show', () => {
    expect(pasted('1+👨‍👩‍👧').message).toMatch(/^Left out “👨‍👩‍👧”:/);
  });
});

it('keeps what is shown when the paste only leaves things out after a result', () => {
  const after = pasteText(typed('2+2='), 'abc');
  expect(displayText(after)).toBe('4');
  expect(noteText(after)).toMatch(/^Left out “a” “b” “c”/);
  const state: CalculatorState = after;
  expect(state.mode).toBe('input');
});
