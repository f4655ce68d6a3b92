// Posts that name one series (Hugo's taxonomy, AstroPaper's field): its page lists the parts in
// order, and each part says which one it is, with the parts before and after it.
import { tagSlug } from '../tags';
import { posts, postsIn, type Post } from './posts';
import { siteLanguage } from './language';
import { derived } from './fresh';

type InSeries = Pick<Post, 'slug' | 'date'> & { series?: string };

export interface Series<P extends InSeries = Post> {
  slug: string;
  /** As the first part writes it. */
  name: string;
  /** Oldest first. */
  parts: P[];
}

export interface SeriesPlace<P extends InSeries = Post> {
  series: Series<P>;
  /** From 1. */
  part: number;
  previous?: P;
  next?: P;
}

const oldestFirst = (a: InSeries, b: InSeries) =>
  a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug);

/** Every series, by name; `Learning RL` and `learning rl` are one, as tags are. */
export function seriesOf<P extends InSeries>(list: readonly P[]): Series<P>[] {
  const found = new Map<string, P[]>();
  for (const post of list) {
    if (!post.series) continue;
    const slug = tagSlug(post.series);
    found.set(slug, [...(found.get(slug) ?? []), post]);
  }
  return [...found]
    .map(([slug, parts]) => {
      const ordered = parts.toSorted(oldestFirst);
      return { slug, name: ordered[0]!.series!.trim(), parts: ordered };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug));
}

/** Where a post stands in its series; undefined when it is in none. */
export function placeIn<P extends InSeries>(
  post: P,
  all: readonly Series<P>[],
): SeriesPlace<P> | undefined {
  const series = post.series && all.find(({ slug }) => slug === tagSlug(post.series!));
  if (!series) return undefined;
  const index = series.parts.findIndex(({ slug }) => slug === post.slug);
  if (index === -1) return undefined;
  return {
    series,
    part: index + 1,
    previous: series.parts[index - 1],
    next: series.parts[index + 1],
  };
}

export const siteSeries = derived(() => [posts()] as const, seriesOf);

/** `language`'s series: its posts'. */
export const siteSeriesIn = (language: string) =>
  language === siteLanguage ? siteSeries() : seriesOf(postsIn(language));
