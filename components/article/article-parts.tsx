import { SiteLink } from '@/components/site-link/site-link';
import { needsContents, type Section } from '@/lib/article/outline';
import { tagPath, tagsOf } from '@/lib/site/site-tags';
import { imageAttributes, type ImageUse } from '@/lib/images/variants';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { Formula } from './formula';
import styles from './article.module.scss';

type Size = { width: number; height: number };

export function TagLinks({ tags }: { tags: readonly string[] }) {
  const words = pageWords();
  const language = pageLanguage();
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={words.site.tags}>
      {tagsOf(tags, language).map((tag) => (
        <li key={tag.slug}>
          <SiteLink href={tagPath(tag.slug, language)}>{tag.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

type PictureProps = {
  image: string;
  alt: string;
  /** The alt text's own language, where it is not the page's. */
  altLang?: { lang?: string; dir?: 'ltr' | 'rtl' };
  use: ImageUse;
  size?: Size;
};

export function ArticlePicture({ image, alt, altLang, use, size }: PictureProps) {
  return (
    <img
      className={styles.picture}
      {...imageAttributes(image, use)}
      alt={alt}
      {...altLang}
      width={size?.width}
      height={size?.height}
      fetchPriority="high"
    />
  );
}

export function TableOfContents({ sections }: { sections: readonly Section[] }) {
  const words = pageWords();
  if (!needsContents(sections)) return null;
  return (
    <nav className={styles.contents} aria-labelledby="contents">
      <h2 id="contents">{words.article.contents}</h2>
      {/* The headings are the owner's words: the byte budgets leave them out. */}
      <ol data-owner-words="">
        {sections.map((section) => (
          <li key={section.id} className={section.depth > 2 ? styles.sub : undefined}>
            <a href={`#${section.id}`}>
              {section.parts.map((part, index) =>
                'tex' in part ? <Formula key={index} tex={part.tex} /> : part.text,
              )}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

type Neighbour = { title: string; href: string };
export type Neighbours = { previous?: Neighbour; next?: Neighbour };

export type PagerProps = Neighbours & { label: string };

export function Pager({ label, previous, next }: PagerProps) {
  const words = pageWords();
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {previous ? (
        <SiteLink href={previous.href}>
          <span>{words.article.previous}</span>
          {previous.title}
        </SiteLink>
      ) : null}
      {next ? (
        <SiteLink href={next.href} className={styles.next}>
          <span>{words.article.next}</span>
          {next.title}
        </SiteLink>
      ) : null}
    </nav>
  );
}

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(pageLanguage(), { ...options, year: 'numeric', timeZone: 'UTC' });

/** `2021` → 2021, `2021-03` → Mar 2021, `2021-03-04` → 4 March 2021. */
export function DateText({ date }: { date: string }) {
  const [year, month, day] = date.split('-').map(Number);
  const shown =
    month === undefined
      ? String(year)
      : format(day === undefined ? { month: 'short' } : { day: 'numeric', month: 'long' }).format(
          new Date(Date.UTC(year!, month - 1, day ?? 1)),
        );
  return <time dateTime={date}>{shown}</time>;
}
