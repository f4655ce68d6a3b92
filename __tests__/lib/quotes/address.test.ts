/** @jest-environment node */
import { quotes } from '@/lib/content/quotes';
import { indexFromHash, quoteSlugs } from '@/lib/quotes/address';

describe('quoteSlugs', () => {
  it('names each quote by its first words', () => {
    expect(quoteSlugs([{ text: 'Talk is cheap. Show me the code.' }])).toEqual([
      'talk-is-cheap-show-me',
    ]);
  });

  it('keeps letters of any script and drops accents and punctuation', () => {
    expect(quoteSlugs([{ text: '« Café » — 東京 ça va?' }])).toEqual(['cafe-東京-ca-va']);
    expect(quoteSlugs([{ text: '!!!' }])).toEqual(['quote']);
  });

  it('never gives two quotes the same slug', () => {
    const same = { text: 'Same words here' };
    expect(quoteSlugs([same, same, same])).toEqual([
      'same-words-here',
      'same-words-here-2',
      'same-words-here-3',
    ]);
    const slugs = quoteSlugs(quotes);
    expect(new Set(slugs).size).toBe(quotes.length);
  });
});

describe('indexFromHash', () => {
  const slugs = ['talk-is-cheap-show-me', 'cafe-東京'];

  it('finds the quote a hash names, encoded or not', () => {
    expect(indexFromHash('#talk-is-cheap-show-me', slugs)).toBe(0);
    expect(indexFromHash(`#${encodeURIComponent('cafe-東京')}`, slugs)).toBe(1);
    expect(indexFromHash('#cafe-東京', slugs)).toBe(1);
  });

  it('is null for no hash, an unknown one or a malformed one', () => {
    expect(indexFromHash('', slugs)).toBeNull();
    expect(indexFromHash('#nope', slugs)).toBeNull();
    expect(indexFromHash('#%E0%A4%A', slugs)).toBeNull();
  });
});
