import { useCallback, useState, useSyncExternalStore } from 'react';

export type CopyOutcome = 'copied' | 'failed' | null;

const noChanges = () => () => {};
const canShare = () => typeof navigator.share === 'function';
const notInTheServer = () => false;

/** Copying a text, and sharing it where the browser has a share sheet (phones, mostly). */
export function useShare() {
  const shareable = useSyncExternalStore(noChanges, canShare, notInTheServer);
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
      // Closing the share sheet rejects too; either way there is nothing to tell the visitor.
    }
  }, []);

  return { shareable, copy, share, copyOutcome, copyDone: () => setCopyOutcome(null) };
}
