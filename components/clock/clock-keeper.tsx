'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { phaseNotice } from '@/lib/clock/timer-machine';
import { assetPath } from '@/lib/urls.mjs';
import { resumeTimer, setSound, timerStore } from './clock-session';
import { useBeep } from './use-beep';
import { notifyIfHidden, usePhaseNotifications } from './use-phase-notifications';
import { useTimerTitle } from './use-timer-title';

/**
 * Keeps this tab's timer going above the pages: a running session keeps counting, keeps the tab's
 * title, and beeps or notifies at a phase change on every page of the site. The timer is kept in
 * sessionStorage, so a reload resumes it (other tabs, copies included, have their own).
 */
export function ClockKeeper() {
  const store = timerStore();
  const { timer } = useSyncExternalStore(store.subscribe, store.get, store.getInitial);
  const { beepRef, beep, unlock, silence } = useBeep();
  // Subscribed for the whole visit, so "Notify me" is remembered while the visitor browses.
  usePhaseNotifications();
  useTimerTitle(timer);

  useEffect(() => {
    setSound({ unlock, silence });
    const stopListening = store.onPhaseChange((next) => {
      beep();
      notifyIfHidden(phaseNotice(next));
    });
    resumeTimer();
    // The store runs on: the keeper goes only in React's strict-mode rehearsal, which mounts it
    // again at once (pausing here left a resumed session standing still).
    return () => {
      stopListening();
      setSound(null);
    };
  }, [store, beep, unlock, silence]);

  // Loaded where a timer runs or is set: on its page, or on another while a session counts.
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a wordless chime with no controls; the phase change it marks is shown and announced on the timer's page
  return <audio id="beep" ref={beepRef} src={assetPath('/sounds/beep.wav')} preload="auto" />;
}
