import type { ReactNode } from 'react';
import { isExternal } from '@/lib/urls.mjs';
import { InternalLink } from './internal-link';

export interface LinkToProps {
  href: string;
  id?: string;
  className?: string;
  describedBy?: string;
  /** The target's language, where it is not the page's. */
  hrefLang?: string | undefined;
  /** `page` for the page itself, `true` for one of its section's. */
  current?: 'page' | 'true' | undefined;
  children: ReactNode;
  /** Said after an external link's text, which opens in a new tab. */
  newTab: string;
}

// Apart from SiteLink, which brings the dictionary: client components pass their own words.
export function LinkTo({ href, describedBy, current, children, newTab, ...rest }: LinkToProps) {
  const props = { href, ...rest, 'aria-describedby': describedBy };
  if (isExternal(href)) {
    return (
      <a {...props} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden">{newTab}</span>
      </a>
    );
  }
  // No prefetch on sight: a page should not download every demo it links to.
  return (
    <InternalLink {...props} aria-current={current}>
      {children}
    </InternalLink>
  );
}
