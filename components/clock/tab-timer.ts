import { useSyncExternalStore } from 'react';
import { createTimerStore, type TimerStore } from '@/lib/clock/timer-store';
import { tabLock } from './tab-lock';

// This tab's timer for the visit: the clock page drives it; the keeper titles the tab and beeps.
let store: TimerStore | null = null;
let resumed = false;

export const timerStore = () =>
  (store ??= createTimerStore({ storage: () => window.sessionStorage, lock: tabLock() }));

/** Whichever of page and keeper comes first. */
export function resumeTimer() {
  if (resumed) return;
  resumed = true;
  timerStore().resume();
}

/** For tests: the next render picks the timer up from storage, as a reload. */
export function dropTimerStore() {
  store?.pause();
  store = null;
  resumed = false;
}

interface Sound {
  /** Inside the Start click: phones play sound only after a gesture. */
  unlock: () => void;
  /** Inside the Reset click: the beep stops and rewinds before anything else can look. */
  silence: () => void;
}

const noSound: Sound = { unlock: () => {}, silence: () => {} };
let sound = noSound;

export function setSound(next: Sound | null) {
  sound = next ?? noSound;
}

export function useClockControls() {
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
