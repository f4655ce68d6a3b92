'use client';

import { useCallback, useRef } from 'react';

/** The phase-change chime: play it, silence and rewind it, and unlock it on phones. */
export function useBeep() {
  const beepRef = useRef<HTMLAudioElement>(null);
  const unlocked = useRef(false);

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
  const unlock = useCallback(() => {
    const audio = beepRef.current;
    if (!audio || unlocked.current) return;
    unlocked.current = true;
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

  // Called inside the Reset click: the beep stops and rewinds before anything else can look.
  const silence = useCallback(() => {
    const audio = beepRef.current;
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
  }, []);

  return { beepRef, beep, unlock, silence };
}
