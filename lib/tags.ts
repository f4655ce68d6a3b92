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

// The style element that filters the pre-rendered grid: the first-paint script writes it, the
// filter keeps it in step.
export const filterStyleId = 'tag-filter-rule';

// The rules for one chosen tag (or none: All), read before any JavaScript loads. Self-contained:
// the first-paint script inlines it. Unless `known`, each rule holds only while the tag has a
// toggle, so a tag the page does not have leaves every card and All pressed.
export function filterRule(tag: string | null, known: boolean): string {
  const look =
    '{--toggle-background:var(--color-accent);--toggle-color:var(--color-accent-text);--toggle-border:var(--color-accent)}';
  if (!tag) return `[data-filter=""]${look}`;
  const t = `"${tag.replace(/["\\]/g, '\\$&')}"`;
  const has = known ? '' : `:root:has([data-filter=${t}]) `;
  const none = known ? '' : `:root:not(:has([data-filter=${t}])) [data-filter=""]${look}`;
  return `${has}[data-tags]:not([data-tags~=${t}]){display:none}${has}[data-filter=${t}]${look}${none}`;
}

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
