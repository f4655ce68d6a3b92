import { SiteLink } from '@/components/site-link/site-link';
import { outline } from '@/lib/markdown/outline';
import { Pager, TableOfContents } from './article-parts';
import type { ComponentProps } from 'react';
import { MarkdownArticle } from './markdown-article';
import styles from './article.module.scss';

// Apart from article-parts, so pages that list articles do not inline the markdown's styles too.
export function ArticleEnd({
  markdown,
  pager,
  back,
}: {
  markdown: string;
  pager: ComponentProps<typeof Pager>;
  back: { href: string; label: string };
}) {
  return (
    <>
      <TableOfContents sections={outline(markdown)} />
      <MarkdownArticle text={markdown} />
      <Pager {...pager} />
      <p className={styles.back}>
        <SiteLink href={back.href}>{back.label}</SiteLink>
      </p>
    </>
  );
}
