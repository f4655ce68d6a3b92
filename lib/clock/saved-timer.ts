// Read back field by field: anything this page did not write starts a fresh timer.
import { partOfTick } from './ticker';
import { advance, maxLength, minLength, type TimerState } from './timer-machine';

export interface SavedTimer {
  timer: TimerState;
  /** Running: the wall-clock time (ms) at which timer.timerValue was exact. */
  since: number;
  /** Stopped: the part of a second (ms) already run, kept for the next Start. */
  carried: number;
}

const isWhole = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export function readSavedTimer(text: string | null): SavedTimer | null {
  try {
    // Not JSON, or no object where one belongs, throws.
    const { timer, since, carried } = JSON.parse(text ?? '') as SavedTimer;
    const { breakLength, sessionLength, timerValue, timerStarted, timerType } = timer;
    if (
      isWhole(breakLength, minLength, maxLength) &&
      isWhole(sessionLength, minLength, maxLength) &&
      isWhole(timerValue, 0, maxLength * 60) &&
      typeof timerStarted === 'boolean' &&
      (timerType === 'Session' || timerType === 'Break') &&
      Number.isFinite(since) &&
      Number.isFinite(carried)
    ) {
      return { timer, since, carried: partOfTick(carried) };
    }
  } catch {}
  return null;
}

// phaseChanges: the phases that ended while no page was counting; each is a beep.
export function resumeTimer(saved: SavedTimer, now: number) {
  if (!saved.timer.timerStarted) return { ...saved, phaseChanges: 0 };
  const seconds = Math.floor(Math.max(0, now - saved.since) / 1000);
  const { state, phaseChanges } = advance(saved.timer, seconds);
  return { timer: state, since: saved.since + seconds * 1000, carried: 0, phaseChanges };
}
