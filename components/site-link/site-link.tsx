import type { ReactNode } from 'react';
import { isExternal } from '@/lib/urls.mjs';
import { InternalLink } from './internal-link';

interface SiteLinkProps {
  href: string;
  id?: string;
  className?: string;
  /** The id of an element that says more about the link (aria-describedby). */
  describedBy?: string;
  /** The page the visitor is on (aria-current), for a navigation. */
  current?: boolean;
  children: ReactNode;
}

/** The site's one link: other sites open in a new tab (and say so), our own pages open in place. */
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
  // Nothing is prefetched on sight: a page should not download every demo it links to (the
  // markdown renderer is most of that); the demo's code loads when the visitor opens it.
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
