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
  if (isExternal(href)) {
    return (
      <a
        href={href}
        id={id}
        className={className}
        aria-describedby={describedBy}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  // No prefetch on sight: a page should not download every demo it links to.
  return (
    <InternalLink
      href={href}
      id={id}
      className={className}
      aria-describedby={describedBy}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </InternalLink>
  );
}
