import { SiteLink } from '@/components/site-link/site-link';
import { DateText, TagLinks } from '@/components/article/article-parts';
import { postPath, type Post } from '@/lib/site/posts';
import styles from './writing.module.scss';

export function PostList({ posts }: { posts: readonly Post[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.item}>
          <h3 className={styles.itemTitle}>
            <SiteLink href={postPath(post.slug)}>{post.title}</SiteLink>
          </h3>
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
