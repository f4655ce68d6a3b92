import { SiteLink } from '@/components/site-link/site-link';
import { DateText, TagLinks } from '@/components/article/article-parts';
import { postPath, type Post } from '@/lib/site/posts';
import styles from './writing.module.scss';

export function PostList({
  posts,
  headingLevel = 3,
}: {
  posts: readonly Post[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.item}>
          <Heading className={styles.itemTitle}>
            <SiteLink href={postPath(post.slug)}>{post.title}</SiteLink>
          </Heading>
          <p className={styles.date}>
            <DateText date={post.date} />
          </p>
          {post.summary && <p className={styles.summary}>{post.summary}</p>}
          <TagLinks tags={post.tags} />
        </li>
      ))}
    </ul>
  );
}
