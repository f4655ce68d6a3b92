import { SiteLink } from '@/components/site-link/site-link';
import { DateText, TagLinks } from '@/components/article/article-parts';
import { postPathOf, type Post } from '@/lib/site/posts';
import styles from './writing.module.scss';

/** `ordered`: a list read in its order, such as a series' parts. */
export function PostList({ posts, ordered }: { posts: readonly Post[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.item}>
          <h3 className={styles.itemTitle}>
            <SiteLink href={postPathOf(post)}>{post.title}</SiteLink>
          </h3>
          <p className={styles.date}>
            <DateText date={post.date} />
          </p>
          {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
          <TagLinks tags={post.tags} />
        </li>
      ))}
    </List>
  );
}
