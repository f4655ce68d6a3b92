// How long a quote reads, so short ones can be set larger and sit well in the box.

export type QuoteLength = 'short' | 'medium' | 'long';

export function quoteLength(text: string): QuoteLength {
  const characters = [...text].length;
  if (characters <= 60) return 'short';
  if (characters <= 110) return 'medium';
  return 'long';
}
