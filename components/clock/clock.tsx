'use client';

import { useEffect } from 'react';
import { canAdjust, formatClock } from '@/lib/clock/timer-machine';
import { hostKeeper } from './clock-host';
import { resumeTimer, useClockControls } from './tab-timer';
import { LengthControl } from './length-control';
import { NotifyControl } from './notify-control';
import styles from './clock.module.scss';
import { shortcuts, useShortcuts } from './use-shortcuts';

const lengths = [
  ['break', 'breakLength'],
  ['session', 'sessionLength'],
] as const;

export function Clock() {
  const { view, adjust, startStop, reset, announce } = useClockControls();
  const { timer, announcement } = view;
  // At once, not when the keeper's code arrives: a Start meanwhile would overwrite the kept timer.
  useEffect(() => {
    resumeTimer();
    void hostKeeper();
  }, []);
  const { timerValue, timerStarted, timerType } = timer;
  // A click leaves focus on the button, whose new name is read out; a key press is said here.
  useShortcuts({
    startStop: () => announce(startStop() ? 'Timer started' : 'Timer stopped'),
    reset: () => {
      reset();
      announce('Timer reset');
    },
  });

  return (
    <section className={styles.timer} aria-label="Timer">
      <div className={styles.lengths}>
        {lengths.map(([name, field]) => (
          <LengthControl
            key={name}
            name={name}
            minutes={timer[field]}
            canDecrease={canAdjust(timer, field, -1)}
            canIncrease={canAdjust(timer, field, 1)}
            onChange={(delta) => adjust(field, delta)}
          />
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
          aria-keyshortcuts={shortcuts.startStop}
          onClick={startStop}
        >
          {timerStarted ? 'Stop' : 'Start'}
        </button>
        <button
          id="reset"
          type="button"
          className={styles.secondary}
          aria-keyshortcuts={shortcuts.reset}
          onClick={reset}
        >
          Reset
        </button>
      </div>
      <p className={styles.keys}>
        Keyboard: <kbd>{shortcuts.startStop}</kbd> to start or stop, <kbd>{shortcuts.reset}</kbd> to
        reset
      </p>

      <NotifyControl />

      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
