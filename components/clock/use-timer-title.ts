import { useEffect, useRef } from 'react';
import { formatClock, type TimerState } from '@/lib/clock/timer-machine';

// On whichever page of the site is open; a title a page sets meanwhile is the one to return to.
export function useTimerTitle({ timerStarted, timerValue, timerType }: TimerState) {
  const text = timerStarted ? `${formatClock(timerValue)} · ${timerType}` : null;
  const ours = useRef<string | null>(null);
  const pageTitle = useRef('');

  useEffect(() => {
    const apply = () => {
      // Between two pages' titles, setting document.title would add a <title> that keeps its
      // time for the rest of the visit; the next title's arrival calls this again.
      if (!document.querySelector('head > title')) return;
      if (document.title !== ours.current) pageTitle.current = document.title;
      ours.current = text;
      const wanted = text ?? pageTitle.current;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (text === null) return;
    // The router writes each new page's title into <head>: put the time back at once.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [text]);
}
