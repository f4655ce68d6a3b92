import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { PageIntro } from '@/components/page-intro/page-intro';
import { demos } from '@/lib/content/demos';
import styles from './demo-page.module.scss';

/**
 * A demo's route: its metadata, and a page that shows the demo inside the frame every demo shares
 * (heading, a line about it, a note for visitors without JavaScript).
 */
export function demoRoute(name: keyof typeof demos, Demo: ComponentType) {
  const { title, description } = demos[name];
  const metadata: Metadata = { title, description };

  function DemoPage() {
    return (
      <article className={styles.page}>
        <PageIntro title={title} line={description} centred />
        <noscript>
          <p className={styles.noscript}>
            This demo runs in your browser and needs JavaScript. Turn it on to try it, or browse the
            other projects from the home page.
          </p>
        </noscript>
        <Demo />
      </article>
    );
  }
  return { metadata, DemoPage };
}
