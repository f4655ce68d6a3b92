'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

// In the layout; the buttons' code loads only on a page with a code block.
export function CodeCopyHost() {
  const path = usePathname();
  useEffect(() => {
    if (!document.querySelector('[data-code-block]')) return;
    void import('./code-copy').then(({ addCopyButtons }) => addCopyButtons(document));
  }, [path]);
  return null;
}
