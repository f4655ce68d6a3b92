import { useCallback, useState } from 'react';
import { useHydrated } from '@/components/hydration/use-hydrated';

export type CopyOutcome = 'copied' | 'failed' | null;

export function useShare() {
  // Only the browser knows; the pre-rendered page offers no Share button.
  const shareable = useHydrated() && typeof navigator.share === 'function';
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome>(null);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyOutcome('copied');
    } catch {
      setCopyOutcome('failed');
    }
  }, []);

  const share = useCallback(async (data: ShareData) => {
    try {
      await navigator.share(data);
    } catch {
      // Closing the share sheet rejects too; either way there is nothing to tell.
    }
  }, []);

  return { shareable, copy, share, copyOutcome, copyDone: () => setCopyOutcome(null) };
}
