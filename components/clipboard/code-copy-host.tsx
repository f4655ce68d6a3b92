'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

// In the layout, so no page carries a script of its own for it; the buttons' code loads only on a
// page that has a code block. Without JavaScript the code is there, with no button.
export function CodeCopyHost() {
  const path = usePathname();
  useEffect(() => {
    if (!document.querySelector('[data-code-block]')) return;
    void import('./code-copy').then(({ addCopyButtons }) => addCopyButtons(document));
  }, [path]);
  return null;
}
