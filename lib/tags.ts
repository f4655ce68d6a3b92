// Tags on the project cards and the filter above the grid. A tag's slug is what the address
// carries (`/?tag=java`) and what the cards' data-tags attribute lists, space-separated.

export interface TagCount {
  slug: string;
  /** As the owner wrote it, the first time it appears. */
  label: string;
  count: number;
}

/** `Reinforcement learning` → `reinforcement-learning`: lower case, one word. */
export function tagSlug(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The tag chosen in a query string (`?tag=Java` → `java`), or null. Self-contained on purpose:
 * the first-paint script inlines its source.
 */
export function tagFromSearch(search: string): string | null {
  const tag = new URLSearchParams(search).get('tag');
  return tag ? tag.trim().toLowerCase().replace(/\s+/g, '-') : null;
}

/** Every tag with how many cards carry it: most used first, then alphabetically. */
export function tagCounts(cards: readonly { tags?: readonly string[] }[]): TagCount[] {
  const counts = new Map<string, TagCount>();
  for (const label of cards.flatMap((card) => card.tags ?? [])) {
    const slug = tagSlug(label);
    const known = counts.get(slug);
    if (known) known.count += 1;
    else counts.set(slug, { slug, label, count: 1 });
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en'),
  );
}

/** The query string that chooses `slug` (or every card, for null), keeping any other parameters. */
export function searchWithTag(search: string, slug: string | null): string {
  const params = new URLSearchParams(search);
  if (slug) params.set('tag', slug);
  else params.delete('tag');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How a chosen toggle looks: the filter's module styles read these properties. */
const chosenLook =
  '--toggle-background:var(--color-accent);--toggle-color:var(--color-accent-text);--toggle-border:var(--color-accent)';

/** A CSS string; `<` escaped too, so no tag can close the <style> element early. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/</g, '\\3c ')}"`;

/**
 * The style sheet that filters the pre-rendered grid from the first frame: the first-paint script
 * puts the address's tag on <html data-tag>, and these rules hide the other cards and mark the
 * chosen toggle, before any of the page's JavaScript has loaded. An unknown tag
 * matches no rule, so every card shows and "All" is marked.
 */
export function filterRules(tags: readonly TagCount[]): string {
  const tagIs = (slug: string) => `[data-tag=${cssString(slug)}]`;
  const chosen = (slug: string) => `:root${tagIs(slug)}`;
  const noneChosen = `:root${tags.map(({ slug }) => `:not(${tagIs(slug)})`).join('')}`;
  return [
    ...tags.map(
      ({ slug }) =>
        `${chosen(slug)} [data-tags]:not([data-tags~=${cssString(slug)}]){display:none}` +
        `${chosen(slug)} [data-filter=${cssString(slug)}]{${chosenLook}}`,
    ),
    `${noneChosen} [data-filter=""]{${chosenLook}}`,
  ].join('');
}
