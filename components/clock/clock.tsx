'use client';

import { assetPath } from '@/lib/urls.mjs';
import { canAdjust, formatClock, phaseNotice, type TimerState } from '@/lib/clock/timer-machine';
import { LengthControl } from './length-control';
import { NotifyControl } from './notify-control';
import styles from './clock.module.scss';
import { notifyIfHidden } from './use-phase-notifications';
import { useClock } from './use-clock';

const lengths = [
  ['break', 'breakLength'],
  ['session', 'sessionLength'],
] as const;

const notifyPhase = (state: TimerState) => notifyIfHidden(phaseNotice(state));

export function Clock() {
  const { timer, announcement, beepRef, adjust, startStop, reset } = useClock(notifyPhase);
  const { timerValue, timerStarted, timerType } = timer;

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
        <button id="start_stop" type="button" className={styles.primary} onClick={startStop}>
          {timerStarted ? 'Stop' : 'Start'}
        </button>
        <button id="reset" type="button" className={styles.secondary} onClick={reset}>
          Reset
        </button>
      </div>

      <NotifyControl />

      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a wordless chime with no controls; the phase change it marks is shown and announced above */}
      <audio id="beep" ref={beepRef} src={assetPath('/sounds/beep.wav')} preload="auto" />
    </section>
  );
}
