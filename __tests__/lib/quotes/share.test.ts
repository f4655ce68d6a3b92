/** @jest-environment node */
import { citation, tweetUrl } from '@/lib/quotes/share';

describe('tweetUrl', () => {
  it('opens the composer prefilled with the quote, author, #quotes and the related account', () => {
    const url = new URL(tweetUrl({ text: 'Talk is cheap.', author: 'Linus Torvalds' }, 'someone'));
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('“Talk is cheap.” — Linus Torvalds');
    expect(url.searchParams.get('hashtags')).toBe('quotes');
    expect(url.searchParams.get('related')).toBe('someone');
  });

  it('encodes characters that would otherwise break the URL', () => {
    const quote = { text: 'A & B? 100% #1 / "yes"', author: 'Ada + Bob' };
    const url = tweetUrl(quote, 'x');
    expect(url).not.toMatch(/[ "#]/);
    expect(new URL(url).searchParams.get('text')).toBe(`“${quote.text}” — ${quote.author}`);
    expect([...new URL(url).searchParams.keys()]).toEqual(['text', 'hashtags', 'related']);
  });

  it('suggests no account when the owner has no X profile', () => {
    const url = new URL(tweetUrl({ text: 'Talk is cheap.', author: 'Linus Torvalds' }));
    expect([...url.searchParams.keys()]).toEqual(['text', 'hashtags']);
  });
});

describe('citation', () => {
  it('puts the text in curly quotes and the author after a dash', () => {
    expect(citation({ text: 'Talk is cheap.', author: 'Linus Torvalds' })).toBe(
      '“Talk is cheap.” — Linus Torvalds',
    );
  });
});
