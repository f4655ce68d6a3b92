/** @jest-environment node */
import { addCalculation, historyLength, pressKeys } from '@/lib/calculator/history';
import { initialCalculator } from '@/lib/calculator/machine';
import { parseDecimal } from '@/lib/calculator/rational';

const calculation = (result: string) => ({
  expression: `${result} + 0`,
  result,
  exact: parseDecimal(result)!,
});

it('keeps the newest first, each with its own id, up to a limit', () => {
  let history = addCalculation([], calculation('1'));
  history = addCalculation(history, calculation('2'));
  history = addCalculation(history, calculation('2'));
  expect(history.map(({ result }) => result)).toEqual(['2', '2', '1']);
  expect(new Set(history.map(({ id }) => id)).size).toBe(3);
  for (let n = 0; n < 30; n += 1) history = addCalculation(history, calculation(`${n}`));
  expect(history).toHaveLength(historyLength);
  expect(history[0]!.result).toBe('29');
});

it('presses keys in turn and lists each calculation an "=" finished', () => {
  const { state, finished } = pressKeys(initialCalculator, [
    '1',
    '/',
    '3',
    '=',
    '5',
    '+',
    '5',
    '=',
    '7',
  ]);
  expect(finished.map(({ expression, result }) => `${expression} = ${result}`)).toEqual([
    '1 ÷ 3 = 0.333333333333333',
    '5 + 5 = 10',
  ]);
  expect(state.entries).toEqual(['7']);
});
