import { useEffect, type RefObject } from 'react';
import { targetIds } from '@/lib/article/heading-ids';

// The heading's id carries GitHub's prefix, so the browser would not find it by itself.
export function useInPageLinks(preview: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const section = preview.current;
    if (!section) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const hash = link?.getAttribute('href');
      if (!link || !hash?.startsWith('#') || !section.contains(link)) return;
      const target = targetIds(hash)
        .map((id) => document.getElementById(id))
        .find((element) => element !== null && section.contains(element));
      if (!target) return;
      event.preventDefault();
      history.pushState(history.state, '', hash);
      target.scrollIntoView({ block: 'start' });
    };
    section.addEventListener('click', onClick);
    return () => section.removeEventListener('click', onClick);
  }, [preview]);
}
