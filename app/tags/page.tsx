import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/writing/writing.module.scss';
import { count, siteTags, tagPath } from '@/lib/content/site-tags';

export const metadata: Metadata = {
  title: 'Tags',
  description: 'Every topic of the projects and posts, with how many each has.',
  alternates: { canonical: '/tags/' },
};

export default function TagsPage() {
  return (
    <div className={styles.page}>
      <h1>Tags</h1>
      {siteTags.length === 0 && <p className={styles.empty}>No tags yet.</p>}
      <ul className={styles.tagIndex}>
        {siteTags.map((tag) => (
          <li key={tag.slug}>
            <Link href={tagPath(tag.slug)} prefetch={false}>
              {tag.label}
            </Link>{' '}
            <span className={styles.count}>({count(tag)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
