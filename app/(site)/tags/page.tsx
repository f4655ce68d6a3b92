import { SiteLink } from '@/components/site-link/site-link';
import styles from '@/components/writing/writing.module.scss';
import { count, siteTags, tagPath } from '@/lib/site/site-tags';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';
import { words } from '@/lib/site/words';

export const metadata = pageMetadata(sitePage('/tags/'));

export default function TagsPage() {
  return (
    <div className={styles.page}>
      <h1>{words.site.tags}</h1>
      {siteTags().length === 0 ? (
        <p className={styles.empty}>{words.tags.noneYet}</p>
      ) : (
        <ul className={styles.tagIndex}>
          {siteTags().map((tag) => (
            <li key={tag.slug}>
              <SiteLink href={tagPath(tag.slug)}>{tag.label}</SiteLink>{' '}
              <span className={styles.count}>({count(tag)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
