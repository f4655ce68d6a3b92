// How a quote leaves the page: as text to copy or share, and as a prefilled social post.
import type { Quote } from '../site/schemas';

type Cited = Pick<Quote, 'text' | 'author'>;

/** The quote as people cite it: “text” — author. */
export const citation = ({ text, author }: Cited) => `“${text}” — ${author}`;

/** The social-post composer, prefilled with the quote, its author, #quotes and a related account. */
export function tweetUrl(quote: Cited, relatedAccount?: string): string {
  const params = new URLSearchParams({ text: citation(quote), hashtags: 'quotes' });
  // Without an X account of the owner's, the composer suggests nobody.
  if (relatedAccount) params.set('related', relatedAccount);
  return `https://twitter.com/intent/tweet?${params}`;
}
