'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { Words } from '@/lib/words';

// In the layout; the buttons' code loads only on a page with a code block.
export function CodeCopyHost({ words }: { words: Words['code'] }) {
  const path = usePathname();
  useEffect(() => {
    if (!document.querySelector('[data-code-block]')) return;
    void import('./code-copy').then(({ addCopyButtons }) => addCopyButtons(document, words));
  }, [path, words]);
  return null;
}
