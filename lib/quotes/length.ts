// How long a quote reads, so short ones can be set larger and sit well in the box.
export function quoteLength(text: string) {
  const characters = [...text].length;
  if (characters <= 60) return 'short';
  if (characters <= 110) return 'medium';
  return 'long';
}
