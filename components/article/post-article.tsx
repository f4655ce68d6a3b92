import { ArticleEnd } from './article-end';
import { ArticlePicture, DateText, TagLinks, type Neighbours } from './article-parts';
import styles from './article.module.scss';
import type { Post } from '@/lib/site/posts';
import { pictureSize } from '@/lib/site/pictures';
import { articleImage } from '@/lib/images/variants';
import { words } from '@/lib/site/words';
import { fill } from '@/lib/words/format';

export async function PostArticle({ post, previous, next }: { post: Post } & Neighbours) {
  const coverSize = post.cover && (await pictureSize(post.cover.image));
  return (
    <article className={styles.page} lang={post.lang}>
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.meta}>
        <DateText date={post.date} />
        {post.updated && (
          <>
            {` · ${words.article.updated} `}
            <DateText date={post.updated} />
          </>
        )}
        {` · ${fill(words.article.minutesRead, { count: post.readingMinutes })}`}
      </p>
      <TagLinks tags={post.tags} />
      {post.cover && <ArticlePicture {...post.cover} use={articleImage} size={coverSize} />}
      <ArticleEnd
        markdown={post.body}
        pager={{ label: words.article.moreWriting, previous, next }}
        back={{ href: '/writing/', label: words.article.allWriting }}
      />
    </article>
  );
}
