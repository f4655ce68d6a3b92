import { useEffect, useSyncExternalStore } from 'react';
import { canHighlight, languagesNamedIn, loadLanguage } from '@/lib/markdown/highlight';

let loaded = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// 0 while hydrating, as in the pre-render, where only the page's own grammars colour code.
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
