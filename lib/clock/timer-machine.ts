// Plain data in and out, no React and no clocks; from 00:00 the next second switches phase.
import { plural } from '../plural';

export type Phase = 'Session' | 'Break';

export interface TimerState {
  /** In minutes, like sessionLength. */
  breakLength: number;
  sessionLength: number;
  timerValue: number;
  timerStarted: boolean;
  timerType: Phase;
}

export const minLength = 1;
export const maxLength = 60;

export const initialTimer: TimerState = {
  breakLength: 5,
  sessionLength: 25,
  timerValue: 25 * 60,
  timerStarted: false,
  timerType: 'Session',
};

export type LengthField = 'breakLength' | 'sessionLength';

export function canAdjust(state: TimerState, field: LengthField, delta: number): boolean {
  const next = state[field] + delta;
  return !state.timerStarted && next >= minLength && next <= maxLength;
}

export function adjustLength(state: TimerState, field: LengthField, delta: number): TimerState {
  if (!canAdjust(state, field, delta)) return state;
  const length = state[field] + delta;
  if (field === 'breakLength') return { ...state, breakLength: length };
  return { ...state, sessionLength: length, timerValue: length * 60, timerType: 'Session' };
}

export const toggle = (state: TimerState) => ({ ...state, timerStarted: !state.timerStarted });

export const reset = () => initialTimer;

// Phase by phase, so a tab that slept for hours catches up at once.
export function advance(state: TimerState, seconds: number) {
  if (!state.timerStarted || !(seconds > 0)) return { state, phaseChanges: 0 };
  let { timerValue, timerType } = state;
  let left = Math.floor(seconds);
  let phaseChanges = 0;
  while (left > 0) {
    if (timerValue === 0) {
      timerType = timerType === 'Session' ? 'Break' : 'Session';
      timerValue = (timerType === 'Session' ? state.sessionLength : state.breakLength) * 60;
      phaseChanges += 1;
      left -= 1;
    } else {
      const step = Math.min(left, timerValue);
      timerValue -= step;
      left -= step;
    }
  }
  return { state: { ...state, timerValue, timerType }, phaseChanges };
}

export function phaseNotice({ timerType, breakLength, sessionLength }: TimerState): string {
  const minutes = timerType === 'Break' ? breakLength : sessionLength;
  return `${timerType} has begun: ${plural(minutes, 'minute')}`;
}

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = String(Math.floor(seconds / 60)).padStart(2, '0');
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
