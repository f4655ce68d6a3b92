import type { Element, ElementContent } from 'hast';
import { Children, type ComponentProps, type ReactNode } from 'react';
import { SiteLink } from '@/components/site-link/site-link';
import Markdown, { type Components } from 'react-markdown';
// Pages colour every language refractor knows: this runs at build time, so no grammar ships.
import 'refractor/all';
import { articleImage, imageAttributes, largestCopy } from '@/lib/images/variants';
import { fullSize } from '@/lib/article/figures';
import { imagesIn, isSitePath } from '@/lib/article/images';
import { formulasIn } from '@/lib/article/math-font';
import { rehypeResolveInPageLinks } from '@/lib/article/page-links';
import { articleIdsAt } from '@/lib/site/article-ids';
import { linkedPicture } from '@/lib/article/picture-links';
import { articleRehypePlugins, articleRemarkPlugins } from '@/lib/article/plugins';
import { markdownOptions, showsImage, staysOnSite } from '@/lib/article/render-options';
import { pictureSize } from '@/lib/site/pictures';
import { pageWords } from '@/components/site-document/page-language';
import { fill } from '@/lib/words/format';
import { components as baseComponents } from './markdown-components';
import { MathStyle } from './math-style';
import documentStyles from './document.module.scss';
import styles from './article.module.scss';

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & { node?: Element };
type Size = { width: number; height: number };

const textOf = (node: ElementContent | Element): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

function heading(level: 1 | 2 | 3 | 4 | 5 | 6) {
  const Tag = `h${level}` as const;
  return function Heading({ node, id, children, ...props }: Props<typeof Tag>) {
    const words = pageWords();
    const title = (
      <Tag id={id} {...props}>
        {children}
      </Tag>
    );
    // The footnotes' heading is for screen readers only: no link beside it.
    if (props.className === 'sr-only') return title;
    return (
      <div className={styles.heading}>
        {title}
        {id ? (
          <a
            className={styles.anchor}
            href={`#${id}`}
            aria-label={fill(words.article.linkTo, { title: node ? textOf(node) : '' })}
          >
            #
          </a>
        ) : null}
      </div>
    );
  };
}

const BasePre = baseComponents.pre as (props: Props<'pre'>) => ReactNode;
const BaseLink = baseComponents.a as (props: Props<'a'>) => ReactNode;
const BaseImage = baseComponents.img as (props: Props<'img'>) => ReactNode;

function pageComponents(sizes: Map<string, Size | undefined>): Components {
  const words = pageWords();
  return {
    ...baseComponents,
    ...Object.fromEntries(
      ([1, 2, 3, 4, 5, 6] as const).map((level) => [`h${level}`, heading(level)]),
    ),
    // The copy button shows once JavaScript runs (components/clipboard), with its words from here:
    // only a page with code carries them.
    pre: (props: Props<'pre'>) => (
      <div className={styles.code} data-code-block="">
        <BasePre {...props} />
        <button
          type="button"
          hidden
          aria-label={words.code.copyLabel}
          data-copied={words.code.copied}
          data-failed={words.code.failed}
        >
          {words.code.copy}
        </button>
      </div>
    ),
    a({ href, children, node: _node, ...props }: Props<'a'>) {
      // Originals are not published: a linked picture leads to its widest copy.
      const picture = href && linkedPicture(href);
      if (picture) {
        return (
          <a {...props} href={largestCopy(picture, articleImage)}>
            {children}
          </a>
        );
      }
      if (href && isSitePath(href)) return <SiteLink href={href}>{children}</SiteLink>;
      // Relative to this page, so on this site: the same tab, as for the site's own links.
      const Link = href && staysOnSite(href) ? 'a' : BaseLink;
      return (
        <Link {...props} href={href}>
          {children}
        </Link>
      );
    },
    figure({ node, children, ...props }: Props<'figure'>) {
      if (!node?.data?.titledPicture) return <figure {...props}>{children}</figure>;
      const image = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'img',
      );
      const src = image?.properties.src;
      const href = typeof src === 'string' ? fullSize(src) : undefined;
      if (!href) return <figure {...props}>{children}</figure>;
      const [picture, ...caption] = Children.toArray(children);
      return (
        <figure {...props}>
          <a href={href}>{picture}</a>
          {caption}
        </figure>
      );
    },
    img({ src, alt, node: _node, ...props }: Props<'img'>) {
      if (typeof src !== 'string' || !isSitePath(src) || !showsImage(src)) {
        return <BaseImage {...props} src={src} alt={alt} />;
      }
      const size = shownAt(sizes.get(src), props.width);
      return (
        <img
          {...props}
          {...imageAttributes(src, articleImage)}
          alt={alt ?? ''}
          width={size?.width}
          height={size?.height}
          loading="lazy"
          decoding="async"
        />
      );
    },
  };
}

// A width the post gives (`<img width="400">`) is kept, with the height of the picture's shape.
function shownAt(size: Size | undefined, width: unknown): Size | undefined {
  const asked = Number(width);
  if (!size || !(asked > 0)) return size;
  return { width: asked, height: Math.round((size.height * asked) / size.width) };
}

// The site's article pipeline, plus heading links, resized pictures and in-page links.
export async function MarkdownArticle({ text }: { text: string }) {
  const words = pageWords();
  const local = imagesIn(text).filter(({ src }) => isSitePath(src));
  const sizes = new Map(
    await Promise.all(local.map(async ({ src }) => [src, await pictureSize(src)] as const)),
  );
  return (
    // Marked for the byte budgets, which hold what the site adds, not the owner's words.
    <div className={`${documentStyles.document} ${styles.body}`} data-owner-words="">
      {formulasIn(text).length > 0 && <MathStyle />}
      <Markdown
        {...markdownOptions}
        remarkPlugins={articleRemarkPlugins}
        rehypePlugins={[
          ...articleRehypePlugins(words.article),
          [rehypeResolveInPageLinks, { idsAt: articleIdsAt }],
        ]}
        components={pageComponents(sizes)}
      >
        {text}
      </Markdown>
    </div>
  );
}
