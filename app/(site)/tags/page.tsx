import { SiteLink } from '@/components/site-link/site-link';
import styles from '@/components/writing/writing.module.scss';
import { count, siteTagsIn, tagPath } from '@/lib/site/site-tags';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';
import { inLanguage } from '@/lib/site/language';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';

export const metadata = pageMetadata(sitePage('/tags/'));

export default function TagsPage() {
  const language = pageLanguage();
  const words = pageWords();
  const tags = siteTagsIn(language);
  return (
    <>
      <LanguageSwitch path={inLanguage(language, '/tags/')} />
      <div className={styles.page}>
        <h1>{words.site.tags}</h1>
        {tags.length === 0 ? (
          <p className={styles.empty}>{words.tags.noneYet}</p>
        ) : (
          <ul className={styles.tagIndex}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <SiteLink href={tagPath(tag.slug, language)}>{tag.label}</SiteLink>{' '}
                <span className={styles.count}>({count(tag)})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
