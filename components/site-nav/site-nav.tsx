'use client';

import { LinkTo } from '@/components/site-link/link-to';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { currentSection, sections } from '@/lib/site/navigation';
import type { Words } from '@/lib/words';
import styles from './site-nav.module.scss';

/** A label the server marked already, where it is in another language than the page's. */
export type NavLink = { href: string; label: ReactNode };

// The demos sit in a disclosure, which works without JavaScript; the header places this nav.
type Props = {
  words: Words['nav'];
  /** The demos' pages in the page's language, from the server: their titles stay out of the code. */
  demos: readonly NavLink[];
  /** The page's language's prefix (`/fr`): every section has its page there. */
  prefix?: string;
};

export function SiteNav({ words, demos, prefix = '' }: Props) {
  // Every path here starts with the prefix: the layout of the language's pages places this nav.
  const path = usePathname().replace(/\/?$/, '/');
  const section = currentSection(path.slice(prefix.length));
  const current = section && `${prefix}${section}`;
  const inDemo = demos.some((demo) => demo.href === current);
  const link = ({ href, label }: NavLink) => (
    <LinkTo
      href={href}
      // The page itself, or a page of its section (a post, of Writing).
      current={href === path ? 'page' : href === current ? 'true' : undefined}
      className={styles.link}
      newTab=""
    >
      {label}
    </LinkTo>
  );
  return (
    // The handlers are its links' and summaries', delegated.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      className={styles.nav}
      aria-label={words.label}
      // A navigation in the page leaves the header's menu and the demos' list open over the next.
      onClick={({ currentTarget, target }) => {
        if (!(target as Element).closest('a')) return;
        for (const menu of currentTarget.closest('header')?.querySelectorAll('details') ?? [])
          menu.open = false;
      }}
      onKeyDown={({ key, target }) => {
        const menu = (target as Element).closest('details[open]');
        if (key !== 'Escape' || !menu) return;
        menu.removeAttribute('open');
        menu.querySelector('summary')?.focus();
      }}
    >
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.href}>
            {link({ href: `${prefix}${section.href}`, label: words[section.key] })}
          </li>
        ))}
        <li className={styles.demos}>
          <details>
            <summary className={styles.link} aria-current={inDemo || undefined}>
              {words.demos}
              <span className={styles.arrow} aria-hidden />
            </summary>
            <ul className={styles.demoList}>
              {demos.map((demo) => (
                <li key={demo.href}>{link(demo)}</li>
              ))}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}
