import { languages } from '@/lib/content/owner';
import { inLanguage, pathLanguage } from '@/lib/site/language';
import { sitePages } from '@/lib/site/pages';
import { wordsOf } from '@/lib/site/words';
import { assetPath } from '@/lib/urls.mjs';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
// The navigation's links, whose styles every page has already, placed at the line's end.
import styles from '@/components/site-nav/site-nav.module.scss';

/** Each language's address for the page at `path`: its translation, else that language's home. */
function switchLinks(path: string) {
  const alternates = sitePages().find((page) => page.path === path)?.alternates ?? {
    [pathLanguage(path).language]: path,
  };
  return languages.map((language) => ({
    language,
    name: wordsOf(language).languageName,
    href: alternates[language] ?? inLanguage(language, '/'),
  }));
}

// Rendered with the switch, so a site in one language carries none of it; React hoists it.
const css =
  '.language-switch{display:flex;justify-content:flex-end;margin-block-end:var(--space-2)}';

// Plain links: no script, no cookie, no redirect. Each names its language in that language.
export function LanguageSwitch({ path }: { path: string }) {
  if (languages.length < 2) return null;
  const current = pageLanguage();
  return (
    <nav className="language-switch" aria-label={pageWords().site.languages}>
      {/* At the end of the page's first line, apart from what the page shows. */}
      <style href="language-switch" precedence="default">
        {css}
      </style>
      <ul className={styles.list}>
        {switchLinks(path).map(({ language, name, href }) => (
          <li key={language}>
            <a
              className={styles.link}
              href={assetPath(href)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
