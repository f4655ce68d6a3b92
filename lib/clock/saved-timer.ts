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

const isLength = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= minLength && (value as number) <= maxLength;

function isTimer(value: unknown): value is TimerState {
  if (typeof value !== 'object' || value === null) return false;
  const { breakLength, sessionLength, timerValue, timerStarted, timerType } = value as TimerState;
  return (
    isLength(breakLength) &&
    isLength(sessionLength) &&
    Number.isInteger(timerValue) &&
    timerValue >= 0 &&
    timerValue <= maxLength * 60 &&
    typeof timerStarted === 'boolean' &&
    (timerType === 'Session' || timerType === 'Break')
  );
}

export function readSavedTimer(text: string | null): SavedTimer | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { timer, since, carried } = value as SavedTimer;
  if (!isTimer(timer) || !Number.isFinite(since) || !Number.isFinite(carried)) return null;
  return { timer, since, carried: partOfTick(carried) };
}

export interface Resumed extends SavedTimer {
  /** Phases that ended while no page was counting: each is a beep. */
  phaseChanges: number;
}

export function resumeTimer(saved: SavedTimer, now: number): Resumed {
  if (!saved.timer.timerStarted) return { ...saved, phaseChanges: 0 };
  const seconds = Math.floor(Math.max(0, now - saved.since) / 1000);
  const { state, phaseChanges } = advance(saved.timer, seconds);
  return { timer: state, since: saved.since + seconds * 1000, carried: 0, phaseChanges };
}
