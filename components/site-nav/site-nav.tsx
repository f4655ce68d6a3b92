'use client';

import { SiteLink } from '@/components/site-link/site-link';
import { usePathname } from 'next/navigation';
import { currentSection, demoLinks, sections } from '@/lib/site/navigation';
import styles from './site-nav.module.scss';

// The demos sit in a disclosure, which works without JavaScript; the header places this nav.
export function SiteNav() {
  const current = currentSection(usePathname());
  const inDemo = demoLinks.some((demo) => demo.href === current);
  const link = ({ href, label }: { href: string; label: string }) => (
    <SiteLink href={href} current={href === current} className={styles.link}>
      {label}
    </SiteLink>
  );
  return (
    <nav className={styles.nav} aria-label="Site">
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.href}>{link(section)}</li>
        ))}
        <li className={styles.demos}>
          <details>
            <summary className={styles.link} data-current={inDemo || undefined}>
              Demos
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
