import { SiteLink } from '@/components/site-link/site-link';
import { postPathOf, type Post } from '@/lib/site/posts';
import { type SeriesPlace } from '@/lib/site/series';
import { seriesPath } from '@/lib/site/site-paths';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { fill, fillParts } from '@/lib/words/format';
import styles from './series.module.scss';

function Neighbour({ post, label }: { post?: Post; label: string }) {
  if (!post) return null;
  return (
    <li>
      <SiteLink href={postPathOf(post)}>
        <span>{label}</span>
        {post.title}
      </SiteLink>
    </li>
  );
}

/** "Part 2 of 4 in the series <its page>", with the parts before and after this one. */
export function SeriesBox({ place }: { place: SeriesPlace }) {
  const words = pageWords();
  const number = new Intl.NumberFormat(pageLanguage());
  const { series, part, previous, next } = place;
  const values = { part: number.format(part), count: number.format(series.parts.length) };
  // The series' name is a link inside the sentence, where each language puts it.
  const sentence = fillParts(words.series.place, values).map((piece, index) =>
    piece === '{series}' ? (
      <SiteLink key={index} href={seriesPath(series.slug, pageLanguage())}>
        {series.name}
      </SiteLink>
    ) : (
      piece
    ),
  );
  return (
    <nav className={styles.box} aria-label={fill(words.series.title, { series: series.name })}>
      <p className={styles.place}>{sentence}</p>
      {(previous || next) && (
        <ul className={styles.neighbours}>
          <Neighbour post={previous} label={words.article.previous} />
          <Neighbour post={next} label={words.article.next} />
        </ul>
      )}
    </nav>
  );
}
