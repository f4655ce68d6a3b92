import { demos } from '@/lib/content/demos';
import { inLanguage } from '@/lib/site/language';
import { shownIn } from '@/lib/site/shown-in';
import type { NavLink } from '@/components/site-nav/site-nav';
import { ownWordsLang } from './page-language';

/** The demos' pages in `language`; a title the owner left untranslated is marked in the first. */
export const demoLinksIn = (language: string): NavLink[] =>
  Object.values(demos).map((demo) => {
    const shown = shownIn(demo, language);
    const mark = ownWordsLang(shown.translated('title'));
    return {
      href: inLanguage(language, `${demo.path}/`),
      label: mark.lang ? <span {...mark}>{shown.title}</span> : shown.title,
    };
  });
