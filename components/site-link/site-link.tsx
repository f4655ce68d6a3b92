import type { ReactNode } from 'react';
import { isExternal } from '@/lib/urls.mjs';
import { InternalLink } from './internal-link';

interface SiteLinkProps {
  href: string;
  id?: string;
  className?: string;
  describedBy?: string;
  current?: boolean;
  children: ReactNode;
}

export function SiteLink({ href, id, className, describedBy, current, children }: SiteLinkProps) {
  const props = { href, id, className, 'aria-describedby': describedBy };
  if (isExternal(href)) {
    return (
      <a {...props} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  // No prefetch on sight: a page should not download every demo it links to.
  return (
    <InternalLink {...props} aria-current={current ? 'page' : undefined}>
      {children}
    </InternalLink>
  );
}
