import { useEffect, useSyncExternalStore } from 'react';
import { canHighlight, languagesNamedIn, loadLanguage } from '@/lib/article/highlight';
import { createPageValue } from '@/lib/page-value';

// Grammars stay loaded for the rest of the visit, so their count does too.
const loaded = createPageValue(() => 0, { keep: true });
const noneLoaded = () => 0;

// 0 while hydrating, as in the pre-render, where only the page's own grammars colour code.
export function useLanguages(text: string): number {
  const count = useSyncExternalStore(loaded.subscribe, loaded.get, noneLoaded);
  useEffect(() => {
    for (const name of languagesNamedIn(text)) {
      if (canHighlight(name)) continue;
      void loadLanguage(name).then(() => {
        if (canHighlight(name)) loaded.set(loaded.get() + 1);
      });
    }
  }, [text]);
  return count;
}
