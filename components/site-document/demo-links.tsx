import type { ReactNode } from 'react';
import { demos } from '@/lib/content/demos';
import { inLanguage } from '@/lib/site/language';
import { shownIn } from '@/lib/site/shown-in';
import { ownWordsLang } from './page-language';

/** A link's label arrives marked: the client navigation renders it as it comes. */
export type DemoLink = { href: string; label: ReactNode };

/** The demos' pages in `language`; a title the owner left untranslated is marked in the first. */
export const demoLinksIn = (language: string): DemoLink[] =>
  Object.values(demos).map((demo) => {
    const shown = shownIn(demo, language);
    const mark = ownWordsLang(shown.translated('title'));
    return {
      href: inLanguage(language, `${demo.path}/`),
      label: mark.lang ? <span {...mark}>{shown.title}</span> : shown.title,
    };
  });
