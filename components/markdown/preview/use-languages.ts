import { useEffect, useSyncExternalStore } from 'react';
import { canHighlight, languagesNamedIn, loadLanguage } from '@/lib/markdown/highlight';

let loaded = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Loads the grammars the text's code names, and counts those loaded since the page started: a new
 * count renders the preview again, coloured. While hydrating it is 0, as in the pre-render, where
 * only the grammars that come with the page colour code.
 */
export function useLanguages(text: string): number {
  const count = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => 0,
  );
  useEffect(() => {
    for (const name of languagesNamedIn(text)) {
      if (canHighlight(name)) continue;
      void loadLanguage(name).then(() => {
        if (!canHighlight(name)) return;
        loaded += 1;
        for (const listener of listeners) listener();
      });
    }
  }, [text]);
  return count;
}
