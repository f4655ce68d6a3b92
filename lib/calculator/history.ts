import type { CalculatorKey } from './keys';
import { press, type CalculatorState } from './machine';
import type { Rational } from './rational';

export interface Calculation {
  id: number;
  expression: string;
  result: string;
  exact: Rational;
}

export type Finished = Omit<Calculation, 'id'>;

export interface Pressed {
  state: CalculatorState;
  finished: Finished[];
}

export const historyLength = 20;

export function addCalculation(
  history: readonly Calculation[],
  calculation: Finished,
): Calculation[] {
  const id = (history[0]?.id ?? 0) + 1;
  return [{ id, ...calculation }, ...history].slice(0, historyLength);
}

export function finishedCalculation(state: CalculatorState): Finished | null {
  if (state.mode !== 'result' || !state.expression || !state.carried) return null;
  return { expression: state.expression, result: state.entries[0]!, exact: state.carried };
}

// Adds the calculation an "=" finishes to `finished`.
export function pressKey(state: CalculatorState, key: CalculatorKey, finished: Finished[]) {
  const next = press(state, key);
  const calculation = key === '=' ? finishedCalculation(next) : null;
  if (calculation) finished.push(calculation);
  return next;
}

export function pressKeys(state: CalculatorState, keys: readonly CalculatorKey[]): Pressed {
  const finished: Finished[] = [];
  return { state: keys.reduce((next, key) => pressKey(next, key, finished), state), finished };
}
