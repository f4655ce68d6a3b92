// The site's one way to say how many: English's plural rule from the platform, not `count === 1`.
const rules = new Intl.PluralRules('en');

/** `plural(1, 'post')` is "1 post", `plural(2, 'entry', 'entries')` "2 entries". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}
