/** @jest-environment node */
import { addCalculation, historyLength } from '@/lib/calculator/history';
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
