import { SiteLink } from '@/components/site-link/site-link';
import { outline } from '@/lib/markdown/outline';
import { Pager, TableOfContents, type Neighbour } from './article-parts';
import { MarkdownArticle } from './markdown-article';
import styles from './article.module.scss';

// Apart from article-parts: the pages that list articles would otherwise inline the rendered
// markdown's styles too.
export function ArticleEnd({
  markdown,
  pager,
  previous,
  next,
  back,
}: {
  markdown: string;
  pager: string;
  previous?: Neighbour;
  next?: Neighbour;
  back: { href: string; label: string };
}) {
  return (
    <>
      <TableOfContents sections={outline(markdown)} />
      <MarkdownArticle text={markdown} />
      <Pager label={pager} previous={previous} next={next} />
      <p className={styles.back}>
        <SiteLink href={back.href}>{back.label}</SiteLink>
      </p>
    </>
  );
}
