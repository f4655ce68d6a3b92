import { ArticleEnd } from './article-end';
import { ArticlePicture, DateText, TagLinks, type Neighbours } from './article-parts';
import { RelatedPosts } from './related-posts';
import { SeriesBox } from './series-box';
import styles from './article.module.scss';
import type { Post } from '@/lib/site/posts';
import type { SeriesPlace } from '@/lib/site/series';
import { pictureSize } from '@/lib/site/pictures';
import { articleImage } from '@/lib/images/variants';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { counted } from '@/lib/words/format';
import { inLanguage } from '@/lib/site/language';

type Props = { post: Post; series?: SeriesPlace; related?: readonly Post[] } & Neighbours;

export async function PostArticle({ post, previous, next, series, related = [] }: Props) {
  const words = pageWords();
  const coverSize = post.cover && (await pictureSize(post.cover.image));
  return (
    <article className={styles.page} lang={post.lang}>
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.meta}>
        <DateText date={post.date} />
        {post.updated ? (
          <>
            {` · ${words.article.updated} `}
            <DateText date={post.updated} />
          </>
        ) : null}
        {` · ${counted(pageLanguage(), words.article.minutesRead, post.readingMinutes)}`}
      </p>
      <TagLinks tags={post.tags} />
      {post.cover ? <ArticlePicture {...post.cover} use={articleImage} size={coverSize} /> : null}
      {series ? <SeriesBox place={series} /> : null}
      <ArticleEnd
        markdown={post.body}
        after={<RelatedPosts posts={related} />}
        pager={{ label: words.article.moreWriting, previous, next }}
        back={{ href: inLanguage(post.language, '/writing/'), label: words.article.allWriting }}
      />
    </article>
  );
}
