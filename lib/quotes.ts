// The quote viewer's rules: which quote comes next, and the link that shares it.
import type { Quote } from './content/types';

/** Any index into a list of `length`, each equally likely: the first quote of a visit. */
export function randomIndex(length: number, random: () => number = Math.random): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

/**
 * Any index but `current`, each equally likely. The spec allows a repeat, but then one click in
 * twelve seems to do nothing, so New Quote always changes the quote.
 */
export function nextQuoteIndex(
  current: number,
  length: number,
  random: () => number = Math.random,
): number {
  if (length < 2) return 0;
  return (current + 1 + randomIndex(length - 1, random)) % length;
}

/** The social-post composer, prefilled with the quote, its author, #quotes and a related account. */
export function tweetUrl(quote: Pick<Quote, 'text' | 'author'>, relatedAccount: string): string {
  const params = new URLSearchParams({
    text: `“${quote.text}” — ${quote.author}`,
    hashtags: 'quotes',
    related: relatedAccount,
  });
  return `https://twitter.com/intent/tweet?${params}`;
}
