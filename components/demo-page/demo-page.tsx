import type { ReactNode } from 'react';
import type { Demo } from '@/lib/demos';
import styles from './demo-page.module.scss';

/** The frame every demo screen shares: its heading and a line about it, then the demo itself. */
export function DemoPage({ demo, children }: { demo: Demo; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{demo.title}</h1>
        <p className={styles.description}>{demo.description}</p>
      </header>
      <noscript>
        <p className={styles.noscript}>
          This demo runs in your browser and needs JavaScript. Turn it on to try it, or browse the
          other projects from the home page.
        </p>
      </noscript>
      {children}
    </article>
  );
}
