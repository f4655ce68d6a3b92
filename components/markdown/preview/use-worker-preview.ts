'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import { PreviewChannel } from '../worker/preview-channel';
import type { RenderedBlocks } from '@/lib/markdown/preview-protocol';

export interface WorkerPreview {
  /** The text this result is for: while it differs from the editor's, an update is on its way. */
  text: string;
  result: RenderedBlocks;
}

/** The worker's rendering of `text`, or null while there is none; pass null when not needed. */
export function useWorkerPreview(text: string | null): WorkerPreview | null {
  const [preview, setPreview] = useState<WorkerPreview | null>(null);
  const channel = useRef<PreviewChannel | null>(null);

  // A result from before the document went back to rendering at once would be stale.
  if (text === null && preview !== null) setPreview(null);

  useEffect(() => {
    const current = new PreviewChannel((forText, result) =>
      startTransition(() => setPreview({ text: forText, result })),
    );
    channel.current = current;
    return () => current.close();
  }, []);

  useEffect(() => {
    if (text !== null) channel.current?.request(text);
  }, [text]);

  return text === null ? null : preview;
}
