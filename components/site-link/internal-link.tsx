'use client';

import { use, type ComponentProps, type MouseEvent } from 'react';
// null outside the app router (tests), where the link stays a plain one.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { pagePath } from '@/lib/urls.mjs';

// next/link without its prefetching, which the site never uses; layout and running timer stay.
export function InternalLink({ href, children, ...rest }: ComponentProps<'a'> & { href: string }) {
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
