import Link from 'next/link';
import type { ReactNode } from 'react';
import { isExternal } from '@/lib/urls.mjs';

interface SiteLinkProps {
  href: string;
  id?: string;
  className?: string;
  /** The id of an element that says more about the link (aria-describedby). */
  describedBy?: string;
  children: ReactNode;
}

/** The site's one link: other sites open in a new tab (and say so), our own pages use next/link. */
export function SiteLink({ href, id, className, describedBy, children }: SiteLinkProps) {
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
  // No prefetch on sight: a page should not download every demo it links to (the markdown
  // renderer is most of that); the demo's code loads when the visitor opens it.
  return (
    <Link href={href} id={id} className={className} aria-describedby={describedBy} prefetch={false}>
      {children}
    </Link>
  );
}
