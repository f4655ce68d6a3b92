'use client';

import {
  createContext,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { phaseNotice } from '@/lib/clock/timer-machine';
import { createTimerStore, type ClockView, type TimerStore } from '@/lib/clock/timer-store';
import { assetPath } from '@/lib/urls.mjs';
import { tabLock } from './tab-lock';
import { useBeep } from './use-beep';
import { notifyIfHidden, usePhaseNotifications } from './use-phase-notifications';
import { useTimerTitle } from './use-timer-title';

interface ClockControls {
  view: ClockView;
  adjust: TimerStore['adjust'];
  startStop: TimerStore['startStop'];
  reset: () => void;
  announce: TimerStore['announce'];
  /** The timer page is open: load the beep so it plays on time. */
  needBeep: () => void;
}

const ClockContext = createContext<ClockControls | null>(null);

/**
 * The timer lives here, in the root layout, above the pages: a running session keeps counting,
 * keeps the tab's title, and beeps or notifies at a phase change on every page of the site. This
 * tab's timer is kept in sessionStorage, so a reload resumes it (other tabs, copies included, have
 * their own).
 */
export function ClockProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createTimerStore({ storage: () => window.sessionStorage, lock: tabLock() }),
  );
  const view = useSyncExternalStore(store.subscribe, store.get, store.getInitial);
  const { beepRef, beep, unlock, silence } = useBeep();
  const [beepNeeded, setBeepNeeded] = useState(false);
  // Subscribed for the whole visit, so "Notify me" is remembered while the visitor browses.
  usePhaseNotifications();
  useTimerTitle(view.timer);

  useEffect(() => {
    const stopListening = store.onPhaseChange((timer) => {
      beep();
      notifyIfHidden(phaseNotice(timer));
    });
    store.resume();
    return () => {
      stopListening();
      store.pause();
    };
  }, [store, beep]);

  const controls: ClockControls = {
    view,
    adjust: store.adjust,
    startStop: () => {
      if (!store.get().timer.timerStarted) unlock();
      return store.startStop();
    },
    reset: () => {
      store.reset();
      // At once, inside the click: the beep stops and rewinds before anything else can look.
      silence();
    },
    announce: store.announce,
    needBeep: () => setBeepNeeded(true),
  };

  return (
    <ClockContext value={controls}>
      {children}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a wordless chime with no controls; the phase change it marks is shown and announced on the timer's page */}
      <audio
        id="beep"
        ref={beepRef}
        src={assetPath('/sounds/beep.wav')}
        preload={beepNeeded ? 'auto' : 'none'}
      />
    </ClockContext>
  );
}

export function useClockControls(): ClockControls {
  const controls = use(ClockContext);
  if (!controls) throw new Error('The timer needs a <ClockProvider> above it (app/layout.tsx).');
  return controls;
}
