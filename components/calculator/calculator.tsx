'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  announcementText,
  copyText,
  displayText,
  initialCalculator,
  noteText,
  pasteText,
  press,
  type CalculatorKey,
} from '@/lib/calculator/input';
import { keyFromKeyboard, keypad } from '@/lib/calculator/keys';
import styles from './calculator.module.scss';

export function Calculator() {
  const [state, setState] = useState(initialCalculator);
  const [pressed, setPressed] = useState<CalculatorKey | null>(null);
  const releaseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const calculator = useRef<HTMLElement>(null);
  // The copy handler reads the state as it is at the moment of copying.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  // Stable across renders (setState is), so the keyboard listener can use it too.
  const send = useCallback((key: CalculatorKey) => setState((current) => press(current, key)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = keyFromKeyboard(event.key);
      if (!key) return;
      // Enter is always "=", even on the key clicked last (which keeps focus); elsewhere on the
      // page, a focused link or button keeps its own Enter. Space still presses a focused key.
      const target = event.target as Element;
      const onPage = target === document.body || calculator.current?.contains(target);
      if (event.key === 'Enter' && !onPage) return;
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
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain');
      if (!text) return;
      event.preventDefault();
      setState((current) => pasteText(current, text));
    };
    // With nothing selected, Ctrl+C copies the display as a plain number; a selection copies as usual.
    const onCopy = (event: ClipboardEvent) => {
      const text = copyText(latest.current);
      if (!text || !document.getSelection()?.isCollapsed || !event.clipboardData) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', text);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    document.addEventListener('paste', onPaste);
    document.addEventListener('copy', onCopy);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('copy', onCopy);
      clearTimeout(releaseTimer.current);
    };
  }, [send]);

  const text = displayText(state);
  const note = noteText(state);
  return (
    <section ref={calculator} className={styles.calculator} aria-label="Calculator">
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
      <p className={styles.hint} data-note={note !== null}>
        {note ??
          'Type on your keyboard too: digits, + − × ÷ (or x), Enter, Backspace, Esc. Paste and copy work as well.'}
      </p>
    </section>
  );
}
