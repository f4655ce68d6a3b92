/** @jest-environment node */
import { relatedTo, wordsOf } from '@/lib/site/related';

type Entry = { slug: string; date: string; title: string; tags: string[]; series?: string };
const post = (slug: string, title: string, tags: string[] = [], date = '2024-01-01'): Entry => ({
  slug,
  date,
  title,
  tags,
});

const slugs = (list: readonly Entry[]) => list.map(({ slug }) => slug);

describe('related posts', () => {
  it('puts more shared tags first, then more shared words, and never the post itself', () => {
    const list = [
      post('me', 'Gripping towels with soft fingers', ['Robotics', 'ML']),
      post('one-tag', 'Notes', ['robotics']),
      post('two-tags', 'Other notes', ['ML', 'Robotics']),
      post('one-tag-words', 'Soft fingers for towels', ['ML']),
      post('one-word', 'Gripping wool'),
    ];
    expect(slugs(relatedTo(list)(list[0]!))).toEqual(['two-tags', 'one-tag-words', 'one-tag']);
  });

  it('shows at most three, ties newest first then by address', () => {
    const list = [
      post('me', 'A', ['go']),
      post('b', 'B', ['go'], '2024-01-01'),
      post('a', 'C', ['go'], '2024-01-01'),
      post('newer', 'D', ['go'], '2024-06-01'),
      post('oldest', 'E', ['go'], '2020-01-01'),
    ];
    expect(slugs(relatedTo(list)(list[0]!))).toEqual(['newer', 'a', 'b']);
  });

  it('shows none when nothing is shared, and not for one chance word', () => {
    const list = [
      post('me', 'Folding towels', ['robotics']),
      post('cooking', 'Baking bread', ['food']),
      post('chance', 'Towels I bought', ['shopping']),
    ];
    expect(relatedTo(list)(list[0]!)).toEqual([]);
    expect(relatedTo([list[0]!])(list[0]!)).toEqual([]);
  });

  it('leaves out the parts of its own series, which the series box links', () => {
    const list = [
      { ...post('me', 'Bandits', ['rl']), series: 'Learning RL' },
      { ...post('part', 'Policies', ['rl']), series: 'learning rl' },
      post('other', 'Games', ['rl']),
    ];
    expect(slugs(relatedTo(list)(list[0]!))).toEqual(['other']);
  });

  it('does not count a word most posts share', () => {
    const list = [
      post('me', 'Notes about towels and robots'),
      post('a', 'Notes about bread and robots'),
      post('b', 'Notes about trains'),
      post('c', 'Notes about ships'),
    ];
    // "notes" and "about" are in all four; "robots" in two.
    expect(relatedTo(list)(list[0]!)).toEqual([]);
  });

  it('reads words of four letters or more, and words of scripts without spaces', () => {
    expect([...wordsOf('The Towel, the TOWELS and a towel!')]).toEqual(['towel', 'towels']);
    // Words any two posts may share: "with", "which", "pour", "eine" relate nothing.
    expect([...wordsOf('Towels with robots, which fold them pour eine')]).toEqual([
      'towels',
      'robots',
      'fold',
    ]);
    expect(wordsOf('強化学習の入門').size).toBeGreaterThan(0);
  });
});
