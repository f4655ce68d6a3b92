/** @jest-environment node */
import { placeIn, seriesOf } from '@/lib/site/series';
import { seriesPath } from '@/lib/site/site-paths';
import { importPost } from '@/lib/site/post-import';
import { postSchema } from '@/lib/schema/content';

const post = (slug: string, date: string, series?: string) => ({ slug, date, series });

// Newest first, as the site holds its posts.
const list = [
  post('rewards', '2024-05-01', 'Learning RL'),
  post('aside', '2024-04-01'),
  post('policies', '2024-03-01', 'learning rl'),
  post('bandits', '2024-02-01', 'Learning RL'),
  post('same-day', '2024-02-01', 'Learning RL'),
  post('compilers', '2023-01-01', 'Compilers'),
];

describe('series', () => {
  const all = seriesOf(list);

  it('gathers each series once, by name as its oldest part writes it, its parts oldest first', () => {
    expect(all.map(({ slug, name }) => [slug, name])).toEqual([
      ['compilers', 'Compilers'],
      ['learning-rl', 'Learning RL'],
    ]);
    // One day: by address, so the order never changes between builds.
    expect(all[1]!.parts.map(({ slug }) => slug)).toEqual([
      'bandits',
      'same-day',
      'policies',
      'rewards',
    ]);
  });

  it('says which part a post is, with the parts before and after it', () => {
    const place = placeIn(list[2]!, all)!;
    expect(place.part).toBe(3);
    expect(place.series.parts).toHaveLength(4);
    expect(place.previous?.slug).toBe('same-day');
    expect(place.next?.slug).toBe('rewards');
  });

  it('gives the first part no previous and the last no next', () => {
    expect(placeIn(list[3]!, all)).toMatchObject({ part: 1, previous: undefined });
    expect(placeIn(list[0]!, all)).toMatchObject({ part: 4, next: undefined });
    expect(placeIn(list[5]!, all)).toMatchObject({ part: 1, previous: undefined, next: undefined });
  });

  it('places a post in no series when it names none', () => {
    expect(placeIn(list[1]!, all)).toBeUndefined();
    expect(seriesOf([post('aside', '2024-04-01')])).toEqual([]);
  });

  it('is at an address as a browser writes it', () => {
    expect(seriesPath('c++-notes')).toBe('/series/c++-notes/');
    expect(seriesPath('学习')).toBe('/series/%E5%AD%A6%E4%B9%A0/');
  });
});

describe('series in front matter', () => {
  const base = { title: 'T', date: '2024-01-01' };

  it("reads Hugo's list of one and AstroPaper's text alike", () => {
    const hugo = importPost('a.md', { ...base, series: ['Learning RL'] });
    const astro = importPost('b.md', { ...base, series: 'Learning RL' });
    expect(hugo.data.series).toBe('Learning RL');
    expect(astro.data.series).toBe('Learning RL');
    expect([...hugo.notes, ...astro.notes]).toEqual([]);
  });

  it('reads the first of several series, with a note', () => {
    const read = importPost('a.md', { ...base, series: ['One', 'Two'] });
    expect(read.data.series).toBe('One');
    expect(read.notes).toEqual([{ field: 'series', text: 'series: only the first, One, is read' }]);
  });

  it("refuses a name that cannot be a page's address", () => {
    expect(postSchema.safeParse({ ...base, series: 'a/b' }).success).toBe(false);
    expect(postSchema.safeParse({ ...base, series: 'x'.repeat(81) }).success).toBe(false);
    expect(postSchema.safeParse({ ...base, series: 'A long name for a series' }).success).toBe(
      true,
    );
  });
});
