import { useSyncExternalStore } from 'react';
import type { HoldLock } from '@/lib/clock/tab-claim';
import { createTimerStore, type TimerStore } from '@/lib/clock/timer-store';

// None on an insecure origin (plain http). A lock also goes when its page is gone.
function tabLock(): HoldLock | undefined {
  if (typeof navigator === 'undefined' || !navigator.locks) return undefined;
  return (name) =>
    new Promise((resolve) => {
      navigator.locks
        .request(name, { ifAvailable: true }, (lock) => {
          if (!lock) return resolve(null);
          return new Promise<void>((letGo) => resolve(() => letGo()));
        })
        // Refused (a sandboxed page): run as if no other tab could hold it.
        .catch(() => resolve(() => {}));
    });
}

// This tab's timer for the visit: the clock page drives it; the keeper titles the tab and beeps.
let store: TimerStore | null = null;
let resumed = false;

export const timerStore = () =>
  (store ??= createTimerStore({ storage: () => window.sessionStorage, lock: tabLock() }));

export function useTimerView() {
  const timer = timerStore();
  return useSyncExternalStore(timer.subscribe, timer.get, timer.getInitial);
}

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

// The keeper's <audio>, on every page of the site.
let audio: HTMLAudioElement | null = null;
let unlocked = false;

export function setBeep(element: HTMLAudioElement | null) {
  audio = element;
  unlocked = false;
}

export function beep() {
  if (!audio) return;
  audio.muted = false;
  audio.currentTime = 0;
  // Refused (no gesture yet, no audio device): the switch and announcement still tell.
  audio.play().catch(() => {});
}

// Inside the Start click: phones play sound only after a gesture, so a silent play allows later beeps.
export function startStop() {
  const sound = audio;
  if (sound && !unlocked && !timerStore().get().timer.timerStarted) {
    unlocked = true;
    sound.muted = true;
    sound.play().then(
      () => {
        // Unless a real beep began meanwhile (it unmutes), stop the silent one.
        if (!sound.muted) return;
        sound.pause();
        sound.currentTime = 0;
        sound.muted = false;
      },
      () => (sound.muted = false),
    );
  }
  return timerStore().startStop();
}

// The beep stops and rewinds inside the Reset click, before anything else can look.
export function resetTimer() {
  timerStore().reset();
  if (!audio) return;
  audio.pause();
  audio.currentTime = 0;
}
