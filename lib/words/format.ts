// Filling in a dictionary's words: apart from the dictionaries, so a client component that formats
// a count ships none of them.

/** A word chosen by a count: `other` always, the language's other plural categories as it has them. */
export type Plural = { other: string } & Partial<
  Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>
>;

/** `fill('{count} more', { count: 3 })` is "3 more". */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** `counted('fr', words.writing.posts, 2)` is "2 articles": the form and the digits are the language's. */
export function counted(language: string | undefined, word: Plural, count: number) {
  const form = word[new Intl.PluralRules(language).select(count)] ?? word.other;
  return fill(form, { count: new Intl.NumberFormat(language).format(count) });
}

/**
 * `fillParts('Tagged “{tag}”', { tag: 'java' })` is `['Tagged “', 'java', '”']`: as JSX children,
 * the same text nodes as writing the sentence in place. A value may be an element (with a key),
 * placed where the language puts its word.
 */
export const fillParts = <T = never>(text: string, values: Record<string, string | number | T>) =>
  text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 ? (values[part] ?? `{${part}}`) : part))
    .filter((part) => part !== '');

// A full-width mark (、 ： 。) holds its own space: no space follows it, as one follows ',' or ':'.
export const spaceAfter = (word: string) => (/[\u3000-\u303f\uff01-\uff60]$/.test(word) ? '' : ' ');
