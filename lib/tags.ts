import { normalizeText } from './text';

/** `label` is as the owner first wrote it. */
export type TagCount = { slug: string; label: string; count: number };

export const tagParameter = 'tag';

// The one rule from a tag to its address. Self-contained: the first-paint script inlines it.
// `C#` reads "C sharp": its address is c-sharp, as `#` cannot be in one; a hashtag's `#` goes.
export function slugOfNormalized(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .normalize('NFC')
    .replace(/\s+/g, '-')
    .replace(/^#+(?=[^#])/, '')
    .replace(/([^#-])#(?=-|$)/g, '$1-sharp');
}

/** `Java`, `java` and `java` + U+200B are one tag: `java`; `C++` is `c++`, `C#` `c-sharp`. */
export const tagSlug = (label: string) => slugOfNormalized(normalizeText(label));

// On the home page ahead of its cards: the tag in the address picks them before the first paint
// (<html data-tag>, which the filter's style rules read). Its hash is in the page's policy.
export const addressTagScript = `(function(){var t=new URLSearchParams(location.search).get(${JSON.stringify(tagParameter)});
t=t&&(${slugOfNormalized.toString()})((${normalizeText.toString()})(t));if(t)document.documentElement.setAttribute('data-tag',t)})()`;

export function tagFromSearch(search: string): string | null {
  const tag = new URLSearchParams(search).get(tagParameter);
  return tag ? tagSlug(tag) : null;
}

/** Ties in the order of `language`, the page's. */
export function tagCounts(
  cards: readonly { tags?: readonly string[] }[],
  language: string,
): TagCount[] {
  const counts = new Map<string, TagCount>();
  for (const label of cards.flatMap((card) => card.tags ?? [])) {
    const slug = tagSlug(label);
    const known = counts.get(slug);
    if (known) known.count += 1;
    else counts.set(slug, { slug, label, count: 1 });
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.label.localeCompare(b.label, language),
  );
}

export function searchWithTag(search: string, slug: string | null): string {
  const params = new URLSearchParams(search);
  if (slug) params.set(tagParameter, slug);
  else params.delete(tagParameter);
  const query = params.toString();
  return query ? `?${query}` : '';
}

// The filter's module styles read these properties.
const chosenLook =
  '--toggle-background:var(--color-accent);--toggle-color:var(--color-accent-text);--toggle-border:var(--color-accent)';

const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/</g, '\\3c ')}"`;

// Filters the pre-rendered grid by the <html data-tag> the first-paint script sets, before any
// JavaScript loads; `<` is escaped, so no tag can close the <style> element early.
export function filterRules(tags: readonly TagCount[]): string {
  const tagIs = (slug: string) => `[data-tag=${cssString(slug)}]`;
  const chosen = (slug: string) => `:root${tagIs(slug)}`;
  const noneChosen = `:root${tags.map(({ slug }) => `:not(${tagIs(slug)})`).join('')}`;
  // One rule each: a selector per tag, so a site of many tags sends each declaration once.
  const hidden = tags.map(
    ({ slug }) => `${chosen(slug)} [data-tags]:not([data-tags~=${cssString(slug)}])`,
  );
  const pressed = [
    ...tags.map(({ slug }) => `${chosen(slug)} [data-filter=${cssString(slug)}]`),
    `${noneChosen} [data-filter=""]`,
  ];
  return `${hidden.join(',')}{display:none}${pressed.join(',')}{${chosenLook}}`;
}
