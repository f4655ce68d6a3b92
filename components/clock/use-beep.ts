import { useCallback, useRef } from 'react';

export function useBeep() {
  const beepRef = useRef<HTMLAudioElement>(null);
  const unlocked = useRef(false);

  const beep = useCallback(() => {
    const audio = beepRef.current;
    if (!audio) return;
    audio.muted = false;
    audio.currentTime = 0;
    audio.play().catch(() => {
      // Sound refused (no gesture yet, no audio device): the switch and announcement still tell.
    });
  }, []);

  // Phones play sound only after a gesture: a silent play in the Start click allows later beeps.
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

  const silence = useCallback(() => {
    const audio = beepRef.current;
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
  }, []);

  return { beepRef, beep, unlock, silence };
}
