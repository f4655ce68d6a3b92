import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link/site-link';
import { outline } from '@/lib/article/outline';
import { Pager, TableOfContents, type PagerProps } from './article-parts';
import { MarkdownArticle } from './markdown-article';
import styles from './article.module.scss';

type Link = { href: string; label: string };

// Apart from article-parts, so pages that list articles do not inline the markdown's styles too.
/** `after`: what follows the owner's words, before the pager (a post's related posts). */
export function ArticleEnd(props: {
  markdown: string;
  pager: PagerProps;
  back: Link;
  after?: ReactNode;
}) {
  const { markdown, pager, back, after = null } = props;
  return (
    <>
      <TableOfContents sections={outline(markdown)} />
      <MarkdownArticle text={markdown} />
      {after}
      <Pager {...pager} />
      <p className={styles.back}>
        <SiteLink href={back.href}>{back.label}</SiteLink>
      </p>
    </>
  );
}
