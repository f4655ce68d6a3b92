'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  adjustLength,
  advance,
  formatClock,
  initialTimer,
  reset,
  toggle,
  type LengthField,
  type TimerState,
} from '@/lib/clock/session';
import { startTicker } from '@/lib/clock/ticker';

/**
 * Connects the timer's state machine to the page: ticks while running, the beep, the document
 * title and the screen-reader announcement of a new phase; onPhaseChange hears of each new phase.
 */
export function useClock(onPhaseChange: (state: TimerState) => void) {
  const [timer, setTimer] = useState<TimerState>(initialTimer);
  const [announcement, setAnnouncement] = useState('');
  // Ticks and clicks read the latest state here, so the beep can start in the same callback.
  const latest = useRef(timer);
  const beepRef = useRef<HTMLAudioElement>(null);
  const audioUnlocked = useRef(false);
  // The part of a second run before the last Stop, kept for the next Start.
  const carried = useRef(0);
  const phaseChanged = useRef(onPhaseChange);
  useEffect(() => {
    phaseChanged.current = onPhaseChange;
  }, [onPhaseChange]);

  const update = useCallback((next: TimerState) => {
    latest.current = next;
    setTimer(next);
  }, []);

  const beep = useCallback(() => {
    const audio = beepRef.current;
    if (!audio) return;
    audio.muted = false;
    audio.currentTime = 0;
    audio.play().catch(() => {
      // Sound refused (no gesture yet on this browser, or no audio device): the visible switch
      // and the announcement still tell the visitor.
    });
  }, []);

  // Phones play sound only after a gesture: a silent play inside the Start click allows later beeps.
  const unlockAudio = useCallback(() => {
    const audio = beepRef.current;
    if (!audio || audioUnlocked.current) return;
    audioUnlocked.current = true;
    audio.muted = true;
    audio
      .play()
      .then(() => {
        // Unless a real beep began meanwhile (it unmutes), stop the silent one.
        if (!audio.muted) return;
        audio.pause();
        audio.currentTime = 0;
        audio.muted = false;
      })
      .catch(() => {
        audio.muted = false;
      });
  }, []);

  useEffect(() => {
    if (!timer.timerStarted) return;
    const stop = startTicker(
      (seconds) => {
        const { state, phaseChanges } = advance(latest.current, seconds);
        update(state);
        if (phaseChanges > 0) {
          beep();
          setAnnouncement(`${state.timerType} has begun`);
          phaseChanged.current(state);
        }
      },
      undefined,
      undefined,
      carried.current,
    );
    return () => {
      carried.current = stop();
    };
  }, [timer.timerStarted, update, beep]);

  // While running, the tab's title shows the time left; stopped, the page's own title returns.
  // Only a title the timer set is put back: after navigating away, the new page owns the title.
  const pageTitle = useRef<string | null>(null);
  const timerTitle = useRef<string | null>(null);
  useEffect(() => {
    pageTitle.current ??= document.title;
    timerTitle.current = timer.timerStarted
      ? `${formatClock(timer.timerValue)} · ${timer.timerType}`
      : null;
    document.title = timerTitle.current ?? pageTitle.current;
  }, [timer]);
  useEffect(
    () => () => {
      if (timerTitle.current !== null && document.title === timerTitle.current) {
        document.title = pageTitle.current ?? '';
      }
    },
    [],
  );

  return {
    timer,
    announcement,
    beepRef,
    adjust: (field: LengthField, delta: number) => {
      const next = adjustLength(latest.current, field, delta);
      // A new session length starts the display afresh, with no part-second from before.
      if (next.timerValue !== latest.current.timerValue) carried.current = 0;
      update(next);
    },
    startStop: () => {
      if (!latest.current.timerStarted) unlockAudio();
      update(toggle(latest.current));
    },
    reset: () => {
      carried.current = 0;
      update(reset());
      setAnnouncement('');
      // At once, inside the click: the beep stops and rewinds before anything else can look.
      const audio = beepRef.current;
      if (audio) {
        audio.pause();
        audio.currentTime = 0;
      }
    },
  };
}
