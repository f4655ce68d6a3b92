import { addCalculation, type Calculation } from '@/lib/calculator/history';

// In the page's memory: kept while browsing the site, gone on a reload, like the calculator.

const none: readonly Calculation[] = [];
let history = none;
const listeners = new Set<() => void>();
const changed = (next: readonly Calculation[]) => {
  history = next;
  listeners.forEach((listener) => listener());
};

export function subscribeToHistory(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const currentHistory = () => history;
export const noHistoryYet = () => none;
export const remember = (calculation: Omit<Calculation, 'id'>) =>
  changed(addCalculation(history, calculation));
export const forgetHistory = () => {
  if (history.length > 0) changed(none);
};
