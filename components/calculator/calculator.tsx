'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageLive } from '@/components/page-live/use-page-live';
import { earlyKeysScript } from '@/lib/calculator/early-keys';
import { finishedCalculation, type Calculation } from '@/lib/calculator/history';
import { keypad, type CalculatorKey } from '@/lib/calculator/keys';
import {
  announcementText,
  displayText,
  initialCalculator,
  noteText,
  press,
  recall,
  type CalculatorState,
} from '@/lib/calculator/machine';
import { CalculatorHistory } from './calculator-history';
import { remember } from './history-store';
import { useCalculatorKeyboard } from './use-calculator-keyboard';
import styles from './calculator.module.scss';

// Each result gets its own number, so saying the same result twice is heard twice.
const resultNumbers = new WeakMap<CalculatorState, number>();
let results = 0;
function resultNumber(state: CalculatorState): number {
  if (!resultNumbers.has(state)) resultNumbers.set(state, (results += 1));
  return resultNumbers.get(state)!;
}

export function Calculator() {
  const live = usePageLive();
  const [state, setState] = useState(initialCalculator);
  const keys = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const pressed = useCalculatorKeyboard(setState, state, keys);
  const send = useCallback((key: CalculatorKey) => setState((current) => press(current, key)), []);
  // Focus moves to the display, so the keys typed next, Enter included, go on from there.
  const use = useCallback(({ result, exact }: Calculation) => {
    setState(recall(result, exact));
    screen.current?.focus();
  }, []);

  useEffect(() => {
    const calculation = finishedCalculation(state);
    if (calculation) remember(calculation);
  }, [state]);

  const text = displayText(state);
  const note = noteText(state);
  return (
    // data-owns-slash: / divides here, so the site's search leaves it to the calculator.
    <section className={styles.calculator} aria-label="Calculator" data-owns-slash="">
      {!live && <script dangerouslySetInnerHTML={{ __html: earlyKeysScript }} />}
      <div className={styles.main}>
        <div className={styles.screen}>
          <div
            id="display"
            ref={screen}
            tabIndex={-1}
            className={styles.display}
            data-long={text.length > 14}
            data-error={state.mode === 'error'}
          >
            {text}
          </div>
        </div>
        <div ref={keys} className={styles.keypad}>
          {keypad.map(({ id, key, label, name, kind }) => (
            <button
              key={id}
              id={id}
              type="button"
              className={`${styles.key} ${styles[id] ?? ''}`}
              data-kind={kind}
              data-pressed={pressed === key}
              aria-label={name}
              onClick={() => send(key)}
            >
              {label}
            </button>
          ))}
        </div>
        <p className="visually-hidden" role="status">
          <span key={state.mode === 'result' ? resultNumber(state) : 'typing'}>
            {announcementText(state)}
          </span>
        </p>
        {note === null ? (
          <p className={styles.hint}>
            Type on your keyboard too: digits, + − × ÷ (or x), Enter, Backspace, Esc. Paste and copy
            work as well.
          </p>
        ) : (
          <p className={styles.note}>{note}</p>
        )}
      </div>
      <CalculatorHistory onUse={use} />
    </section>
  );
}
