export function randomIndex(length: number, random: () => number = Math.random): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

// The spec allows a repeat, but then one click in twelve seems to do nothing.
export function nextQuoteIndex(
  current: number,
  length: number,
  random: () => number = Math.random,
): number {
  if (length < 2) return 0;
  return (current + 1 + randomIndex(length - 1, random)) % length;
}
