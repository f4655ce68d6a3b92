'use client';

import { useEffect, useRef, useState } from 'react';
import { takeEarlyKeys } from '@/lib/calculator/early-keys';
import { finishedCalculation, pressKeys, type Pressed } from '@/lib/calculator/history';
import { keyFromKeyboard, keypad, type CalculatorKey } from '@/lib/calculator/keys';
import {
  announcementText,
  copyText,
  displayText,
  initialCalculator,
  noteText,
  press,
  recall,
  type CalculatorState,
} from '@/lib/calculator/machine';
import { ownKeysControl, typingField, within } from '@/lib/own-keys';
import { CalculatorHistory, remember } from './calculator-history';
import styles from './calculator.module.scss';

// The paste parser comes with the first paste, not with the page.
type PasteInto = typeof import('@/lib/calculator/paste').pasteInto;
let pasteInto: PasteInto | undefined;
const loadPaste = () => import('@/lib/calculator/paste').then((paste) => paste.pasteInto);

// Each result gets its own number, so saying the same result twice is heard twice.
const resultNumbers = new WeakMap<CalculatorState, number>();
let results = 0;
function resultNumber(state: CalculatorState): number {
  if (!resultNumbers.has(state)) resultNumbers.set(state, (results += 1));
  return resultNumbers.get(state)!;
}

export function Calculator() {
  const [state, setState] = useState(initialCalculator);
  const [pressed, setPressed] = useState<CalculatorKey | null>(null);
  const keys = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const latest = useRef(state);
  // Keys and pastes that came while the parser loads, played after it in order: nothing is lost.
  const waiting = useRef<({ key: CalculatorKey } | { text: string })[] | null>(null);
  const pressKey = (key: CalculatorKey) => {
    if (waiting.current) waiting.current.push({ key });
    else setState((current) => press(current, key));
  };
  useEffect(() => {
    latest.current = state;
    const calculation = finishedCalculation(state);
    if (calculation) remember(calculation);
  }, [state]);

  // Wherever focus is. Enter is "=" except on a control with its own Enter, such as a link; the
  // keypad's keys are not such controls.
  useEffect(() => {
    let releaseTimer: ReturnType<typeof setTimeout> | undefined;
    // Remembers every calculation but the last, which is kept as every result is, when it shows.
    const apply = ({ state: next, finished }: Pressed) => {
      (finishedCalculation(next) ? finished.slice(0, -1) : finished).forEach(remember);
      latest.current = next;
      setState(next);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const key = keyFromKeyboard(event.key);
      const target = event.target instanceof Element ? event.target : null;
      if (!key || within(target, typingField)) return;
      if (
        event.key === 'Enter' &&
        target?.matches(ownKeysControl) &&
        !keys.current?.contains(target)
      ) {
        return;
      }
      event.preventDefault();
      pressKey(key);
      clearTimeout(releaseTimer);
      setPressed(key);
    };
    const onKeyUp = () => {
      clearTimeout(releaseTimer);
      // Long enough to be seen after a quick tap.
      releaseTimer = setTimeout(() => setPressed(null), 100);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (within(event.target, typingField)) return;
      const text = event.clipboardData?.getData('text/plain');
      if (!text) return;
      event.preventDefault();
      if (pasteInto && !waiting.current) return apply(pasteInto(latest.current, text));
      if (waiting.current) return void waiting.current.push({ text });
      waiting.current = [{ text }];
      // Offline without the parser kept, the keys still count; the next paste tries again.
      const play = (parse: PasteInto | undefined) => {
        if (signal.aborted) return;
        pasteInto = parse;
        for (const item of waiting.current ?? []) {
          if ('key' in item) apply(pressKeys(latest.current, [item.key]));
          else if (parse) apply(parse(latest.current, item.text));
        }
        waiting.current = null;
      };
      loadPaste().then(play, () => play(undefined));
    };
    // With nothing selected, Ctrl+C copies the display as a plain number.
    const onCopy = (event: ClipboardEvent) => {
      const text = copyText(latest.current);
      if (!text || !document.getSelection()?.isCollapsed || !event.clipboardData) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', text);
    };
    const early = takeEarlyKeys();
    if (early.length > 0) apply(pressKeys(latest.current, early));
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener('keydown', onKeyDown, { signal });
    window.addEventListener('keyup', onKeyUp, { signal });
    document.addEventListener('paste', onPaste, { signal });
    document.addEventListener('copy', onCopy, { signal });
    return () => {
      listening.abort();
      clearTimeout(releaseTimer);
    };
  }, []);

  const text = displayText(state);
  const note = noteText(state);
  return (
    // data-owns-slash: / divides here, so the site's search leaves it to the calculator.
    <section className={styles.calculator} aria-label="Calculator" data-owns-slash="">
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
              onClick={() => pressKey(key)}
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
      <CalculatorHistory
        // Focus moves to the display, so the keys typed next, Enter included, go on from there.
        onUse={({ result, exact }) => {
          setState(recall(result, exact));
          screen.current?.focus();
        }}
      />
    </section>
  );
}
