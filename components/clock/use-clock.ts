'use client';

import { useCallback, useRef, useState } from 'react';
import {
  adjustLength,
  advance,
  initialTimer,
  reset,
  toggle,
  type LengthField,
  type TimerState,
} from '@/lib/clock/timer-machine';
import { useBeep } from './use-beep';
import { useTicker } from './use-ticker';
import { useTimerTitle } from './use-timer-title';

/**
 * Connects the timer's state machine to the page: ticks while running, the beep, the tab title
 * and the screen-reader announcement of a new phase; onPhaseChange hears of each new phase.
 */
export function useClock(onPhaseChange: (state: TimerState) => void) {
  const [timer, setTimer] = useState<TimerState>(initialTimer);
  const [announcement, setAnnouncement] = useState('');
  // Ticks and clicks read the latest state here, so the beep can start in the same callback.
  const latest = useRef(timer);
  const { beepRef, beep, unlock, silence } = useBeep();

  const update = useCallback((next: TimerState) => {
    latest.current = next;
    setTimer(next);
  }, []);

  const { forgetCarried } = useTicker(timer.timerStarted, (seconds) => {
    const { state, phaseChanges } = advance(latest.current, seconds);
    update(state);
    if (phaseChanges === 0) return;
    beep();
    setAnnouncement(`${state.timerType} has begun`);
    onPhaseChange(state);
  });
  useTimerTitle(timer);

  return {
    timer,
    announcement,
    beepRef,
    adjust: (field: LengthField, delta: number) => {
      const next = adjustLength(latest.current, field, delta);
      // A new session length starts the display afresh, with no part-second from before.
      if (next.timerValue !== latest.current.timerValue) forgetCarried();
      update(next);
    },
    startStop: () => {
      if (!latest.current.timerStarted) unlock();
      update(toggle(latest.current));
    },
    reset: () => {
      forgetCarried();
      update(reset());
      setAnnouncement('');
      silence();
    },
  };
}
