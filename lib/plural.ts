// English's plural rule (Intl.PluralRules for English: one for exactly 1), for the words that stay
// English: the demos' texts and the build's messages. Interface words go through lib/words.

/** `plural(1, 'post')` is "1 post", `plural(2, 'entry', 'entries')` "2 entries". */
export const plural = (count: number, one: string, other = `${one}s`) =>
  `${count} ${Math.abs(count) === 1 ? one : other}`;
