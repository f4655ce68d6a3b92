import { startTransition, useEffect, useRef, useState } from 'react';
import { PreviewChannel } from '../worker/preview-channel';
import type { RenderedBlocks } from '@/lib/markdown/preview-protocol';

// Pass null when not needed; `render` has any exact text rendered (for an export).
export function useWorkerPreview(text: string | null) {
  const [preview, setPreview] = useState<{ text: string; result: RenderedBlocks } | null>(null);
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

  const render = (forText: string): Promise<RenderedBlocks> =>
    channel.current?.render(forText) ?? Promise.resolve({ ok: false, reason: 'failed' });

  return { preview: text === null ? null : preview, render };
}
