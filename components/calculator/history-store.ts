import { addCalculation, type Calculation } from '@/lib/calculator/history';
import { createPageValue } from '@/lib/page-value';

// In the page's memory: kept while browsing the site, gone on a reload, like the calculator.

const none: readonly Calculation[] = [];
const history = createPageValue(() => none, { keep: true });

export const subscribeToHistory = history.subscribe;
export const currentHistory = history.get;
export const noHistoryYet = () => none;
export const remember = (calculation: Omit<Calculation, 'id'>) =>
  history.set(addCalculation(history.get(), calculation));
export const forgetHistory = () => {
  if (history.get().length > 0) history.set(none);
};
