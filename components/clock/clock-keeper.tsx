import { useEffect } from 'react';
import { phaseNotice } from '@/lib/clock/timer-machine';
import { assetPath } from '@/lib/urls.mjs';
import { beep, resumeTimer, setBeep, timerStore, useTimerView } from './tab-timer';
import { notifyIfHidden, usePhaseNotifications } from './use-phase-notifications';
import { useTimerTitle } from './use-timer-title';

// Above the pages: a running timer keeps counting, titles the tab and beeps on every page.
export function ClockKeeper() {
  const store = timerStore();
  const { timer } = useTimerView();
  // Subscribed for the whole visit, so "Notify me" is remembered while the visitor browses.
  usePhaseNotifications();
  useTimerTitle(timer);

  useEffect(() => {
    const stopListening = store.onPhaseChange((next) => {
      beep();
      notifyIfHidden(phaseNotice(next));
    });
    resumeTimer();
    // The store runs on: only React's strict-mode rehearsal unmounts the keeper, and remounts it.
    return stopListening;
  }, [store]);

  // Loaded where a timer runs or is set: on its page, or on another while the timer counts.
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a wordless chime with no controls; the phase change it marks is shown and announced on the clock page
  return <audio id="beep" ref={setBeep} src={assetPath('/sounds/beep.wav')} preload="auto" />;
}
