import { SiteLink } from '@/components/site-link/site-link';
import { postPathOf, type Post } from '@/lib/site/posts';
import { pageWords } from '@/components/site-document/page-language';
import { DateText } from './article-parts';
import styles from './series.module.scss';

/** Nothing when no post is related: the list is never filled up with others. */
export function RelatedPosts({ posts }: { posts: readonly Post[] }) {
  const words = pageWords();
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related">
      <h2 id="related">{words.article.related}</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <SiteLink href={postPathOf(post)}>{post.title}</SiteLink>
            <DateText date={post.date} />
          </li>
        ))}
      </ul>
    </section>
  );
}
