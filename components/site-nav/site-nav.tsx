'use client';

import { LinkTo } from '@/components/site-link/link-to';
import { usePathname } from 'next/navigation';
import { currentSection, sections, type Section } from '@/lib/site/navigation';
import type { Words } from '@/lib/words';
import styles from './site-nav.module.scss';

// The demos sit in a disclosure, which works without JavaScript; the header places this nav.
type Props = {
  words: Words['nav'];
  /** The demos' pages in the page's language, from the server: their titles stay out of the code. */
  demos: readonly Section[];
  /** The page's language's prefix (`/fr`): every section has its page there. */
  prefix?: string;
};

export function SiteNav({ words, demos, prefix = '' }: Props) {
  const unprefixed = (path: string) =>
    prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
  const current = currentSection(unprefixed(usePathname()));
  const inDemo = demos.some((demo) => unprefixed(demo.href) === current);
  const link = ({ href, label, lang }: Section) => (
    <LinkTo href={href} current={unprefixed(href) === current} className={styles.link} newTab="">
      {lang ? <span lang={lang}>{label}</span> : label}
    </LinkTo>
  );
  return (
    <nav className={styles.nav} aria-label={words.label}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.href}>
            {link({ href: `${prefix}${section.href}`, label: words[section.key] })}
          </li>
        ))}
        <li className={styles.demos}>
          <details>
            <summary className={styles.link} data-current={inDemo || undefined}>
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
