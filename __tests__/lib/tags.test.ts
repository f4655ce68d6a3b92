/** @jest-environment node */
import { filterRule, searchWithTag, tagCounts, tagFromSearch, tagSlug } from '@/lib/tags';

describe('tags', () => {
  it('makes one lower-case word of a tag for the address', () => {
    expect(tagSlug(' Reinforcement  learning ')).toBe('reinforcement-learning');
    expect(tagSlug('C++')).toBe('c++');
  });

  it('reads # as "sharp" after a word, as C# and F# are said, and drops a hashtag’s #', () => {
    expect(tagSlug('C#')).toBe('c-sharp');
    expect(tagSlug('F#')).toBe('f-sharp');
    expect(tagSlug('C# basics')).toBe('c-sharp-basics');
    expect(tagSlug('#100DaysOfCode')).toBe('100daysofcode');
    // Any other # stays, for the content check to refuse.
    expect(tagSlug('#')).toBe('#');
    expect(tagSlug('a#b')).toBe('a#b');
  });

  it('makes one tag of spellings that look the same: invisible characters and composed forms', () => {
    expect(tagSlug('java\u200B')).toBe(tagSlug('Java'));
    expect(tagSlug('\uFEFFja\u00ADva\u2060')).toBe('java');
    // "é" as one character and as "e" with a combining accent.
    expect(tagSlug('Caf\u0065\u0301')).toBe(tagSlug('Caf\u00E9'));
    expect(tagSlug('\u200B')).toBe('');
  });

  it('keeps what a reader types: the slug of 日本語 or <canvas> is itself, in lower case', () => {
    for (const label of ['日本語', '<canvas>', "o'reilly", 'r&d', 'node.js', '.net']) {
      expect(tagSlug(label)).toBe(label);
    }
    expect(tagSlug('İstanbul')).toBe('i\u0307stanbul');
  });

  it('reads the tag from a query string the same way', () => {
    expect(tagFromSearch('?tag=Java')).toBe('java');
    expect(tagFromSearch('?tag=reinforcement%20learning&x=1')).toBe('reinforcement-learning');
    expect(tagFromSearch('?tag=')).toBeNull();
    expect(tagFromSearch('')).toBeNull();
  });

  it('counts each tag once per card, most used first, keeping the first spelling', () => {
    const cards = [{ tags: ['Java', 'games'] }, { tags: ['java'] }, {}, { tags: ['algorithms'] }];
    expect(tagCounts(cards, 'en')).toEqual([
      { slug: 'java', label: 'Java', count: 2 },
      { slug: 'algorithms', label: 'algorithms', count: 1 },
      { slug: 'games', label: 'games', count: 1 },
    ]);
  });

  it('puts the tag in the query string, keeping other parameters', () => {
    expect(searchWithTag('', 'java')).toBe('?tag=java');
    expect(searchWithTag('?tag=java&utm=x', null)).toBe('?utm=x');
    expect(searchWithTag('?tag=java', null)).toBe('');
    expect(searchWithTag('?tag=java', 'c++')).toBe('?tag=c%2B%2B');
  });

  it('hides the cards without the chosen tag and presses its toggle, quotes escaped', () => {
    const rules = filterRule('say-"hi"', true);
    expect(rules).toMatch(
      /^\[data-tags\]:not\(\[data-tags~="say-\\"hi\\""\]\)\{display:none\}\[data-filter="say-\\"hi\\""\]\{--toggle-[^}]+\}$/,
    );
    expect(filterRule(null, true)).toMatch(/^\[data-filter=""\]\{--toggle-[^}]+\}$/);
  });

  it('for a tag it may not have, holds each rule only while the tag has a toggle', () => {
    const rules = filterRule('cobol', false);
    expect(rules).toContain(
      ':root:has([data-filter="cobol"]) [data-tags]:not([data-tags~="cobol"]){display:none}',
    );
    expect(rules).toContain(':root:not(:has([data-filter="cobol"])) [data-filter=""]{--toggle-');
  });
});
