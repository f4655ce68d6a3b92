'use client';

import { use, type MouseEvent, type ReactNode } from 'react';
// The router itself, as next/link reads it: null outside the app router (tests), where the
// link stays a plain one.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { pagePath } from '@/lib/urls.mjs';

interface InternalLinkProps {
  href: string;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/**
 * A page of this site, opened by the app router in place (the layout and a running timer stay),
 * as next/link does without its prefetching, which the site never uses (about 3 KiB on every page).
 */
export function InternalLink({ href, children, ...rest }: InternalLinkProps) {
  const router = use(AppRouterContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, a download, or another handler's choice stays the browser's.
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!router || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <a href={href.startsWith('/') ? pagePath(href) : href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
