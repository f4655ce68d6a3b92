const rules = new Intl.PluralRules('en');

/** `plural(1, 'post')` is "1 post", `plural(2, 'entry', 'entries')` "2 entries". */
export const plural = (count: number, one: string, other = `${one}s`) =>
  `${count} ${rules.select(count) === 'one' ? one : other}`;
