import { useState, useSyncExternalStore } from 'react';
import { addCalculation, type Calculation, type Finished } from '@/lib/calculator/history';
import { createPageValue } from '@/lib/page-value';
import styles from './calculator-history.module.scss';

// In the page's memory: kept while browsing the site, gone on a reload, like the calculator.
const none: readonly Calculation[] = [];
const calculations = createPageValue(() => none, { keep: true });
export const remember = (calculation: Finished) =>
  calculations.set(addCalculation(calculations.get(), calculation));
export const forgetHistory = () => {
  if (calculations.get().length > 0) calculations.set(none);
};

// Folded under the keypad on phones. Not a live region: the calculator's status says each result.
export function CalculatorHistory({ onUse }: { onUse: (calculation: Calculation) => void }) {
  const history = useSyncExternalStore(calculations.subscribe, calculations.get, () => none);
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.history} aria-labelledby="calculator-history">
      <div className={styles.heading}>
        <h2 id="calculator-history">History</h2>
        <button
          type="button"
          className={`${styles.control} ${styles.fold}`}
          aria-expanded={open}
          aria-controls="calculator-history-list"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : `Show (${history.length})`}
        </button>
        {/* aria-disabled rather than disabled: a focused button that disabled itself would drop
            keyboard focus to the page's start. */}
        <button
          type="button"
          className={styles.control}
          onClick={forgetHistory}
          aria-disabled={history.length === 0}
        >
          Clear history
        </button>
      </div>
      <div id="calculator-history-list" className={styles.body} data-open={open}>
        {history.length === 0 ? (
          <p className={styles.empty}>Your calculations show here. Pick one to use its result.</p>
        ) : (
          <ol className={styles.list}>
            {history.map((calculation) => (
              <li key={calculation.id}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-label={`${calculation.expression} = ${calculation.result}, use the result`}
                  onClick={() => onUse(calculation)}
                >
                  <span className={styles.expression}>{calculation.expression} =</span>
                  <span className={styles.result}>{calculation.result}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
