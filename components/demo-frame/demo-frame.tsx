import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { demos } from '@/lib/content/demos';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { DemoName } from '@/lib/site/demos';
import { sitePage } from '@/lib/site/pages';
import { pageWords } from '@/components/site-document/page-language';
import styles from './demo-frame.module.scss';

// A demo the owner removed from lib/content/demos.ts has no page: the build leaves its route out.
export function demoMetadata(name: DemoName): Metadata {
  const demo = demos[name];
  return demo ? pageMetadata(sitePage(`${demo.path}/`)) : {};
}

export function DemoFrame({ name, demo }: { name: DemoName; demo: ReactNode }) {
  const words = pageWords();
  if (!demos[name]) notFound();
  const { title, description } = demos[name];
  return (
    <article className={styles.page}>
      <header className={styles.centred}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.line}>{description}</p>
      </header>
      <noscript>
        <p className={styles.noscript}>{words.demo.needsScript}</p>
      </noscript>
      {demo}
    </article>
  );
}
