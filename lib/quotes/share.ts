// How a quote leaves the page: as text to copy or share, and as a prefilled social post.
import type { Quote } from '../schema/content';

type Cited = Pick<Quote, 'text' | 'author'>;

export const citation = ({ text, author }: Cited) => `“${text}” — ${author}`;

export function tweetUrl(quote: Cited, relatedAccount?: string): string {
  const params = new URLSearchParams({ text: citation(quote), hashtags: 'quotes' });
  if (relatedAccount) params.set('related', relatedAccount);
  return `https://twitter.com/intent/tweet?${params}`;
}
