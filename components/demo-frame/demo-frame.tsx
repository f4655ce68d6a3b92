import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { demos } from '@/lib/content/demos';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { DemoName } from '@/lib/site/demos';
import { sitePage } from '@/lib/site/pages';
import { ownWordsLang, pageLanguage, pageWords } from '@/components/site-document/page-language';
import { dirOf, inLanguage } from '@/lib/site/language';
import { shownIn } from '@/lib/site/shown-in';
import { demoLanguage } from '@/lib/words';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import styles from './demo-frame.module.scss';

// A demo the owner removed from lib/content/demos.ts has no page: the build leaves its route out.
export function demoMetadata(name: DemoName): Metadata {
  const demo = demos[name];
  return demo ? pageMetadata(sitePage(inLanguage(pageLanguage(), `${demo.path}/`))) : {};
}

export function DemoFrame({ name, demo }: { name: DemoName; demo: ReactNode }) {
  const words = pageWords();
  const language = pageLanguage();
  if (!demos[name]) notFound();
  // The owner's words about it, in the page's language where given; the demo keeps its own.
  const shown = shownIn(demos[name], language);
  // The demos speak English, as their tests read them: marked so, and left to right, on a page in
  // another language, whose own words around them say theirs.
  const english = language.split('-')[0] === demoLanguage;
  const dir = dirOf(language);
  const demoLang = english ? {} : { lang: demoLanguage, ...(dir && { dir: 'ltr' as const }) };
  const pageLang = english ? {} : { lang: language, ...(dir && { dir }) };
  return (
    <>
      <LanguageSwitch path={inLanguage(language, `${shown.path}/`)} />
      <article className={styles.page} {...demoLang}>
        <header className={styles.centred} {...pageLang}>
          <h1 className={styles.title} {...ownWordsLang(shown.translated('title'))}>
            {shown.title}
          </h1>
          <p className={styles.line} {...ownWordsLang(shown.translated('description'))}>
            {shown.description}
          </p>
        </header>
        <noscript>
          <p className={styles.noscript} {...pageLang}>
            {words.demo.needsScript}
          </p>
        </noscript>
        {demo}
      </article>
    </>
  );
}
