import { useState } from 'react';
import { copyWith, type CopyOutcome } from '@/components/clipboard/copy';
import { usePageLive } from '@/components/page-live/use-page-live';

export function useShare() {
  // Only the browser knows; the pre-rendered page offers no Share button.
  const shareable = usePageLive() && typeof navigator.share === 'function';
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome | null>(null);

  const copy = async (text: string) =>
    setCopyOutcome(await copyWith((clipboard) => clipboard.writeText(text)));
  // Closing the share sheet rejects too; either way there is nothing to tell.
  const share = (data: ShareData) => navigator.share(data).catch(() => {});

  return { shareable, copy, share, copyOutcome, copyDone: () => setCopyOutcome(null) };
}
