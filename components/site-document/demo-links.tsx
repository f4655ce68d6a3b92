import { demos } from '@/lib/content/demos';
import { inLanguage } from '@/lib/site/language';
import type { Section } from '@/lib/site/navigation';
import { shownIn } from '@/lib/site/shown-in';
import { ownWordsLang } from './page-language';

/** The demos' pages in `language`; a title the owner left untranslated is marked in the first. */
export const demoLinksIn = (language: string): Section[] =>
  Object.values(demos).map((demo) => {
    const shown = shownIn(demo, language);
    return {
      href: inLanguage(language, `${demo.path}/`),
      label: shown.title,
      ...ownWordsLang(shown.translated('title')),
    };
  });
