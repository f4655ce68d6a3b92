// The calculations of a visit, newest first, as desktop calculators list them.
import type { CalculatorKey } from './keys';
import { press, type CalculatorState } from './machine';
import type { Rational } from './rational';

export interface Calculation {
  /** Tells apart calculations with the same text, for React and for announcing each once. */
  id: number;
  /** As the display showed it: "12 + 3 × 2". */
  expression: string;
  /** As the display showed the result: "18". */
  result: string;
  /** The result's exact value, carried on when the calculation is used again. */
  exact: Rational;
}

/** How many calculations are kept: enough to look back on, few enough to scan. */
export const historyLength = 20;

export function addCalculation(
  history: readonly Calculation[],
  calculation: Omit<Calculation, 'id'>,
): Calculation[] {
  const id = (history[0]?.id ?? 0) + 1;
  return [{ id, ...calculation }, ...history].slice(0, historyLength);
}

/** The calculation "=" has just finished in `state`, or null (no result, or a lone number). */
export function finishedCalculation(state: CalculatorState): Omit<Calculation, 'id'> | null {
  if (state.mode !== 'result' || !state.expression || !state.carried) return null;
  return { expression: state.expression, result: state.entries[0]!, exact: state.carried };
}

/** Presses the keys in turn, as typed; with every calculation an "=" among them finished. */
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
