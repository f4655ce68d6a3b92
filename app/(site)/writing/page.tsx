import { PostList } from '@/components/writing/post-list';
import styles from '@/components/writing/writing.module.scss';
import { postsIn } from '@/lib/site/posts';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';
import { assetPath } from '@/lib/urls.mjs';
import { inLanguage } from '@/lib/site/language';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { spaceAfter } from '@/lib/words/format';

export const metadata = pageMetadata(sitePage('/writing/'));

/** A language's posts by year, and its feeds. */
export default function WritingPage() {
  const language = pageLanguage();
  const words = pageWords();
  const posts = () => postsIn(language);
  const feed = (path: string) => assetPath(inLanguage(language, path));
  const { comma } = words.writing;
  const years = [...new Set(posts().map((post) => post.date.slice(0, 4)))];
  return (
    <div className={styles.page}>
      <LanguageSwitch path={inLanguage(language, '/writing/')} />
      <h1>{words.site.writing}</h1>
      <p className={styles.feeds}>
        {`${words.writing.followByFeed}${spaceAfter(words.writing.followByFeed)}`}
        <a href={feed('/feed.xml')}>RSS</a>
        {/* Mark and space as two text nodes, as the page had them before it had languages. */}
        {[comma, spaceAfter(comma)]}
        <a href={feed('/atom.xml')}>Atom</a>
        {` ${words.writing.or} `}
        <a href={feed('/feed.json')}>JSON Feed</a>
        {words.writing.sentenceEnd}
      </p>
      {posts().length === 0 && <p className={styles.empty}>{words.writing.nothingYet}</p>}
      {years.map((year) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className={styles.year}>
            {year}
          </h2>
          <PostList posts={posts().filter((post) => post.date.startsWith(year))} />
        </section>
      ))}
    </div>
  );
}
