import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro/page-intro';
import type { Demo } from '@/lib/content/types';
import styles from './demo-frame.module.scss';

/**
 * The frame every demo shares: its heading, a line about it, and a note for visitors without
 * JavaScript, around the demo itself.
 */
export function DemoFrame({ demo, children }: { demo: Demo; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <PageIntro title={demo.title} line={demo.description} centred />
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
