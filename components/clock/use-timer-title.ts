'use client';

import { useEffect, useRef } from 'react';
import { formatClock, type TimerState } from '@/lib/clock/timer-machine';

/**
 * While running, the tab's title shows the time left; stopped, the page's own title returns.
 * Only a title the timer set is put back: after navigating away, the new page owns the title.
 */
export function useTimerTitle({ timerStarted, timerValue, timerType }: TimerState) {
  const pageTitle = useRef<string | null>(null);
  const timerTitle = useRef<string | null>(null);
  useEffect(() => {
    pageTitle.current ??= document.title;
    timerTitle.current = timerStarted ? `${formatClock(timerValue)} · ${timerType}` : null;
    document.title = timerTitle.current ?? pageTitle.current;
  }, [timerStarted, timerValue, timerType]);
  useEffect(
    () => () => {
      if (timerTitle.current !== null && document.title === timerTitle.current) {
        document.title = pageTitle.current ?? '';
      }
    },
    [],
  );
}
