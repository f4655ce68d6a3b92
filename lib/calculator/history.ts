import type { CalculatorKey } from './keys';
import { press, type CalculatorState } from './machine';
import type { Rational } from './rational';

export interface Calculation {
  id: number;
  expression: string;
  result: string;
  exact: Rational;
}

export const historyLength = 20;

export function addCalculation(
  history: readonly Calculation[],
  calculation: Omit<Calculation, 'id'>,
): Calculation[] {
  const id = (history[0]?.id ?? 0) + 1;
  return [{ id, ...calculation }, ...history].slice(0, historyLength);
}

export function finishedCalculation(state: CalculatorState): Omit<Calculation, 'id'> | null {
  if (state.mode !== 'result' || !state.expression || !state.carried) return null;
  return { expression: state.expression, result: state.entries[0]!, exact: state.carried };
}

export function pressKeys(
  state: CalculatorState,
  keys: readonly CalculatorKey[],
): { state: CalculatorState; finished: Omit<Calculation, 'id'>[] } {
  const finished: Omit<Calculation, 'id'>[] = [];
  let next = state;
  for (const key of keys) {
    next = press(next, key);
    const calculation = key === '=' ? finishedCalculation(next) : null;
    if (calculation) finished.push(calculation);
  }
  return { state: next, finished };
}
