'use client';

import { useCallback, useEffect, useRef } from 'react';
import { startTicker } from '@/lib/clock/ticker';

/**
 * Calls onTick with the whole seconds passed while `running` is true. The part of a second run
 * before a stop is kept for the next start, unless forgetCarried() drops it.
 */
export function useTicker(running: boolean, onTick: (seconds: number) => void) {
  const carried = useRef(0);
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);

  useEffect(() => {
    if (!running) return;
    const stop = startTicker((seconds) => tick.current(seconds), { carried: carried.current });
    return () => {
      carried.current = stop();
    };
  }, [running]);

  const forgetCarried = useCallback(() => {
    carried.current = 0;
  }, []);
  return { forgetCarried };
}
