// Above the pages, so the timer runs while the visitor browses the site.
import { createPageValue } from '../page-value';
import { readSavedTimer, resumeTimer, type SavedTimer } from './saved-timer';
import { savedTimerKey } from './saved-timer-key';
import { createTabClaim, type HoldLock } from './tab-claim';
import { partOfTick, startTicker } from './ticker';
import {
  adjustLength,
  advance,
  initialTimer,
  toggle,
  type LengthField,
  type TimerState,
} from './timer-machine';

const initialView = { timer: initialTimer, announcement: '' };

// `storage` may throw (blocked); `lock` (Web Locks) tells a copy of the tab not to run the timer too.
export function createTimerStore({
  storage,
  now = () => Date.now(),
  lock,
}: {
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  lock?: HoldLock;
}) {
  const view = createPageValue(() => initialView, { keep: true });
  let saved: SavedTimer = { timer: initialTimer, since: 0, carried: 0 };
  let stopTicker: (() => number) | null = null;
  const phaseListeners = new Set<(timer: TimerState) => void>();

  const keep = (timer: TimerState, since: number, carried: number, announcement?: string) => {
    saved = { timer, since, carried };
    try {
      storage().setItem(savedTimerKey, JSON.stringify(saved));
    } catch {} // Blocked or full: the timer still runs in memory.
    view.set({ timer, announcement: announcement ?? view.get().announcement });
  };

  // Told to the first listener, which may come after the phase began, so it beeps.
  let unheard: TimerState | null = null;
  const reach = (timer: TimerState, since: number, carried: number, phaseChanges: number) => {
    if (phaseChanges === 0) return keep(timer, since, carried);
    keep(timer, since, 0, `${timer.timerType} has begun`);
    if (phaseListeners.size === 0) unheard = timer;
    phaseListeners.forEach((listener) => listener(timer));
  };
  const tick = (seconds: number, reachedAt: number) => {
    const { state, phaseChanges } = advance(saved.timer, seconds);
    reach(state, reachedAt, 0, phaseChanges);
  };
  const tab = createTabClaim(storage, lock);
  const run = () => {
    stopTicker?.();
    stopTicker = startTicker(tick, { carried: now() - saved.since, now });
    // Started in a copy of a tab whose timer runs: this tab takes a name of its own.
    tab.claim(() => {
      tab.rename();
      tab.claim(() => {});
    });
  };
  const halt = () => {
    stopTicker?.();
    stopTicker = null;
    tab.release();
  };
  const pickUp = (found: SavedTimer) => {
    const { timer, since, carried, phaseChanges } = resumeTimer(found, now());
    reach(timer, since, carried, phaseChanges);
    if (timer.timerStarted) run();
  };

  return {
    subscribe: view.subscribe,
    get: view.get,
    getInitial: () => initialView,
    onPhaseChange(listener: (timer: TimerState) => void) {
      phaseListeners.add(listener);
      if (unheard) listener(unheard);
      unheard = null;
      return () => void phaseListeners.delete(listener);
    },
    resume() {
      let found: SavedTimer | null = null;
      try {
        found = readSavedTimer(storage().getItem(savedTimerKey));
      } catch {}
      if (!found) return;
      if (!found.timer.timerStarted || !tab.canClaim) return pickUp(found);
      tab.claim(
        () => {
          tab.rename();
          keep(initialTimer, 0, 0);
        },
        () => pickUp(found),
      );
    },
    pause: halt,
    adjust(field: LengthField, delta: number) {
      const next = adjustLength(saved.timer, field, delta);
      if (next === saved.timer) return;
      keep(next, 0, next.timerValue === saved.timer.timerValue ? saved.carried : 0);
    },
    startStop(): boolean {
      const next = toggle(saved.timer);
      if (next.timerStarted) {
        keep(next, now() - saved.carried, 0);
        run();
      } else {
        halt();
        keep(next, 0, partOfTick(now() - saved.since));
      }
      return next.timerStarted;
    },
    reset() {
      halt();
      keep(initialTimer, 0, 0, '');
    },
    announce(text: string) {
      view.set({ ...view.get(), announcement: text });
    },
  };
}

export type TimerStore = ReturnType<typeof createTimerStore>;
