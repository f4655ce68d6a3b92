'use client';

import { LinkTo } from '@/components/site-link/link-to';
import { usePathname } from 'next/navigation';
import { currentSection, demoLinks, sections } from '@/lib/site/navigation';
import type { Words } from '@/lib/words';
import styles from './site-nav.module.scss';

// The demos sit in a disclosure, which works without JavaScript; the header places this nav.
export function SiteNav({ words }: { words: Words['nav'] }) {
  const current = currentSection(usePathname());
  const inDemo = demoLinks.some((demo) => demo.href === current);
  const link = ({ href, label }: { href: string; label: string }) => (
    <LinkTo href={href} current={href === current} className={styles.link} newTab="">
      {label}
    </LinkTo>
  );
  return (
    <nav className={styles.nav} aria-label={words.label}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.href}>{link({ href: section.href, label: words[section.key] })}</li>
        ))}
        <li className={styles.demos}>
          <details>
            <summary className={styles.link} data-current={inDemo || undefined}>
              {words.demos}
              <span className={styles.arrow} aria-hidden />
            </summary>
            <ul className={styles.demoList}>
              {demoLinks.map((demo) => (
                <li key={demo.href}>{link(demo)}</li>
              ))}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}
