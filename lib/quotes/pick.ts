// Which quote the viewer shows: the first at random, then any other one.

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
