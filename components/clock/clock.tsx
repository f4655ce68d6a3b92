'use client';

import { useEffect, useRef } from 'react';
import { canAdjust, formatClock, type LengthField } from '@/lib/clock/timer-machine';
import { ownKeysControl, typingField, within } from '@/lib/own-keys';
import { hostOwnKeeper } from './clock-host';
import { ClockKeeper } from './clock-keeper';
import { resetTimer, resumeTimer, startStop, timerStore, useTimerView } from './tab-timer';
import { usePhaseNotifications } from './use-phase-notifications';
import styles from './clock.module.scss';

// The element ids follow the freeCodeCamp user stories.
const lengths = [
  ['break', 'breakLength', 'Break Length'],
  ['session', 'sessionLength', 'Session Length'],
] as const;

export function Clock() {
  const { timer, announcement } = useTimerView();
  // At once, not when the keeper's code arrives: a Start meanwhile would overwrite the kept timer.
  useEffect(() => {
    resumeTimer();
    hostOwnKeeper(ClockKeeper);
  }, []);
  // As pomodoro apps have them, except where focus has its own Space, or R is being typed. A click
  // leaves focus on the button, whose new name is read out; a key press is said here.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' && !within(event.target, ownKeysControl)) {
        event.preventDefault(); // no page scroll
        timerStore().announce(startStop() ? 'Timer started' : 'Timer stopped');
      } else if (event.key.toUpperCase() === 'R' && !within(event.target, typingField)) {
        resetTimer();
        timerStore().announce('Timer reset');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const { timerValue, timerStarted, timerType } = timer;

  return (
    <section className={styles.timer} aria-label="Timer">
      <div className={styles.lengths}>
        {lengths.map(([name, field, label]) => (
          <div key={name} className={styles.length} role="group" aria-labelledby={`${name}-label`}>
            <h2 id={`${name}-label`} className={styles.lengthLabel}>
              {label}
            </h2>
            <div className={styles.lengthRow}>
              <StepButton name={name} field={field} step={-1} />
              <span className={styles.lengthValue}>
                <span id={`${name}-length`} aria-live="polite">
                  {timer[field]}
                </span>
                <span className={styles.unit}> min</span>
              </span>
              <StepButton name={name} field={field} step={1} />
            </div>
          </div>
        ))}
      </div>

      <div className={styles.clock} data-phase={timerType}>
        <p id="timer-label" className={styles.phase}>
          {timerType}
        </p>
        <p id="time-left" className={styles.timeLeft} role="timer" aria-labelledby="timer-label">
          {formatClock(timerValue)}
        </p>
      </div>

      <div className={styles.controls}>
        <button
          id="start_stop"
          type="button"
          className={styles.primary}
          aria-keyshortcuts="Space"
          onClick={startStop}
        >
          {timerStarted ? 'Stop' : 'Start'}
        </button>
        <button
          id="reset"
          type="button"
          className={styles.secondary}
          aria-keyshortcuts="R"
          onClick={resetTimer}
        >
          Reset
        </button>
      </div>
      <p className={styles.keys}>
        Keyboard: <kbd>Space</kbd> to start or stop, <kbd>R</kbd> to reset
      </p>

      <NotifyControl />

      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

// aria-disabled rather than disabled: a button that reaches its limit keeps keyboard focus.
function StepButton({ name, field, step }: { name: string; field: LengthField; step: -1 | 1 }) {
  const { timer } = useTimerView();
  const [direction, verb, symbol] =
    step < 0 ? ['decrement', 'Decrease', '−'] : ['increment', 'Increase', '+'];
  return (
    <button
      id={`${name}-${direction}`}
      type="button"
      className={styles.stepButton}
      aria-label={`${verb} ${name} length`}
      aria-disabled={!canAdjust(timer, field, step)}
      onClick={() => timerStore().adjust(field, step)}
    >
      {symbol}
    </button>
  );
}

function NotifyControl() {
  const { permission, on, toggle } = usePhaseNotifications();
  const place = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  // The message replaces the focused button: focus goes to it rather than to the page's start.
  useEffect(() => {
    if (asked.current && permission === 'denied') place.current?.focus();
  }, [permission]);
  const ask = () => {
    asked.current = true;
    return toggle();
  };
  return (
    <p
      ref={place}
      className={styles.notify}
      data-unsupported={permission === 'unsupported'}
      tabIndex={permission === 'denied' ? -1 : undefined}
    >
      {permission === 'denied' ? (
        'Notifications are blocked for this site in your browser’s settings.'
      ) : (
        <button type="button" className={styles.notifyButton} aria-pressed={on} onClick={ask}>
          Notify me when a phase ends
        </button>
      )}
    </p>
  );
}
