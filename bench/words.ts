/** Words drawn as often as English uses its words (Zipf), repeatably. */
export function wordsFrom(seed: number) {
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const vocabulary = Array.from({ length: 6000 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 9) }, () =>
      String.fromCharCode(97 + Math.floor(next() ** 2 * 26)),
    ).join(''),
  );
  const word = () => vocabulary[Math.floor(Math.exp(next() * Math.log(6000))) - 1]!;
  return (n: number) => Array.from({ length: n }, word).join(' ');
}
