'use client';

import { useSyncExternalStore } from 'react';
import { createTimerStore, type ClockView, type TimerStore } from '@/lib/clock/timer-store';
import { tabLock } from './tab-lock';

// This tab's timer, one for the visit: the timer's page shows and drives it; the keeper (in the
// root layout once a timer runs, see clock-host.tsx) counts, titles the tab and beeps on any page.
let store: TimerStore | null = null;

export const timerStore = () =>
  (store ??= createTimerStore({ storage: () => window.sessionStorage, lock: tabLock() }));

/** When the keeper goes (in tests): the next one picks the timer up from storage, as a reload does. */
export function dropTimerStore() {
  store?.pause();
  store = null;
}

interface Sound {
  /** Inside the Start click: phones play sound only after a gesture. */
  unlock: () => void;
  /** Inside the Reset click: the beep stops and rewinds before anything else can look. */
  silence: () => void;
}

const noSound: Sound = { unlock: () => {}, silence: () => {} };
let sound = noSound;

/** The keeper's beep, or none when it has gone. */
export function setSound(next: Sound | null) {
  sound = next ?? noSound;
}

export interface ClockControls {
  view: ClockView;
  adjust: TimerStore['adjust'];
  startStop: TimerStore['startStop'];
  reset: () => void;
  announce: TimerStore['announce'];
}

export function useClockControls(): ClockControls {
  const timer = timerStore();
  const view = useSyncExternalStore(timer.subscribe, timer.get, timer.getInitial);
  return {
    view,
    adjust: timer.adjust,
    startStop: () => {
      if (!timer.get().timer.timerStarted) sound.unlock();
      return timer.startStop();
    },
    reset: () => {
      timer.reset();
      sound.silence();
    },
    announce: timer.announce,
  };
}
