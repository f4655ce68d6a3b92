'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  announcementText,
  displayText,
  initialCalculator,
  press,
  type CalculatorKey,
} from '@/lib/calculator/input';
import { keyFromKeyboard, keypad } from '@/lib/calculator/keys';
import styles from './calculator.module.scss';

export function Calculator() {
  const [state, setState] = useState(initialCalculator);
  const [pressed, setPressed] = useState<CalculatorKey | null>(null);
  const releaseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Stable across renders (setState is), so the keyboard listener can use it too.
  const send = useCallback((key: CalculatorKey) => setState((current) => press(current, key)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = keyFromKeyboard(event.key);
      if (!key) return;
      // Enter on a focused button already presses that button.
      if (event.key === 'Enter' && (event.target as Element).closest('button, a')) return;
      event.preventDefault();
      send(key);
      // A typed key looks pressed while held, like a clicked one.
      clearTimeout(releaseTimer.current);
      setPressed(key);
    };
    const onKeyUp = () => {
      clearTimeout(releaseTimer.current);
      // Long enough to be seen after a quick tap.
      releaseTimer.current = setTimeout(() => setPressed(null), 100);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      clearTimeout(releaseTimer.current);
    };
  }, [send]);

  const text = displayText(state);
  return (
    <section className={styles.calculator} aria-label="Calculator">
      <div className={styles.screen}>
        <div
          id="display"
          className={styles.display}
          data-long={text.length > 14}
          data-error={state.mode === 'error'}
        >
          {text}
        </div>
      </div>
      <div className={styles.keypad}>
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
        {announcementText(state)}
      </p>
      <p className={styles.hint}>
        Type on your keyboard too: digits, + − × ÷ (or x), Enter, Backspace, Esc.
      </p>
    </section>
  );
}
