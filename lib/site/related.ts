// Up to three posts to read next, chosen at build: shared tags first, then shared words of the
// titles and summaries; none when nothing is shared, so no post is shown as filler.
import { tagSlug } from '../tags';
import { normalizeText } from '../text';
import { posts, postsIn, type Post } from './posts';
import { siteLanguage } from './language';
import { derived } from './fresh';
import { commonWords } from './common-words';

type Comparable = Pick<Post, 'slug' | 'date' | 'title' | 'tags'> & {
  summary?: string;
  series?: string;
};

export const relatedLimit = 3;

// Scripts written without spaces have short words; elsewhere a short word is mostly "the", "und".
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function wordsOf(text: string): Set<string> {
  const words = [...segmenter.segment(normalizeText(text).toLowerCase())]
    .filter(({ isWordLike }) => isWordLike)
    .map(({ segment }) => segment)
    .filter((word) => [...word].length >= (unspaced.test(word) ? 2 : 4) && !commonWords.has(word));
  return new Set(words);
}

const sharedCount = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  [...a].filter((item) => b.has(item)).length;

/** `relatedTo(all)(post)`: the posts of `all` most like `post`, best first. */
export function relatedTo<P extends Comparable>(all: readonly P[], limit = relatedLimit) {
  const tags = new Map(all.map((post) => [post.slug, new Set(post.tags.map(tagSlug))]));
  const texts = all.map((post) => wordsOf(`${post.title} ${post.summary ?? ''}`));
  // A word most posts share says nothing about two of them; no word is that common below three.
  const postsWith = new Map<string, number>();
  for (const text of texts)
    for (const word of text) postsWith.set(word, (postsWith.get(word) ?? 0) + 1);
  const telling = (word: string) => {
    const count = postsWith.get(word) ?? 0;
    return count <= 2 || count * 2 <= all.length;
  };
  const words = new Map(all.map((post, i) => [post.slug, new Set([...texts[i]!].filter(telling))]));
  const seriesSlug = (post: P) => (post.series ? tagSlug(post.series) : undefined);

  return (post: P): P[] => {
    const series = seriesSlug(post);
    return (
      all
        .filter((other) => other.slug !== post.slug && (!series || seriesSlug(other) !== series))
        .map((other) => ({
          other,
          tags: sharedCount(tags.get(post.slug)!, tags.get(other.slug)!),
          words: sharedCount(words.get(post.slug)!, words.get(other.slug)!),
        }))
        // One shared word may be chance; two, or one tag, is a subject in common.
        .filter((score) => score.tags > 0 || score.words > 1)
        .sort(
          (a, b) =>
            b.tags - a.tags ||
            b.words - a.words ||
            b.other.date.localeCompare(a.other.date) ||
            a.other.slug.localeCompare(b.other.slug),
        )
        .slice(0, limit)
        .map(({ other }) => other)
    );
  };
}

export const relatedPosts = derived(
  () => [posts()] as const,
  (list) => relatedTo(list),
);

/** Among `language`'s posts. */
export const relatedPostsIn = (language: string) =>
  language === siteLanguage ? relatedPosts() : relatedTo(postsIn(language));
