import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro/page-intro';
import { demos } from '@/lib/content/demos';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';
import styles from './demo-frame.module.scss';

type DemoName = keyof typeof demos;

export function demoMetadata(name: DemoName): Metadata {
  return pageMetadata(sitePage(`${demos[name].path}/`));
}

export function DemoFrame({ name, demo }: { name: DemoName; demo: ReactNode }) {
  const { title, description } = demos[name];
  return (
    <article className={styles.page}>
      <PageIntro title={title} line={description} centred />
      <noscript>
        <p className={styles.noscript}>
          This demo runs in your browser and needs JavaScript. Turn it on to try it, or browse the
          other projects from the home page.
        </p>
      </noscript>
      {demo}
    </article>
  );
}
