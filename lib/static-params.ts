// The params of a route of one page per entry, even when there are no entries.

/**
 * Under `output: 'export'` a route whose generateStaticParams() gives no params fails the build,
 * so an empty list (no posts, no stories, no tags) gives this one param instead. Its page is the
 * not-found page, and the build removes it from out/ (scripts/prune-originals.mts); no list of
 * pages (sitemap, search, the worker's) ever holds it, as they come from the content.
 */
export const emptyListParam = '_none';

/** generateStaticParams' list for `[key]`: one for each value, or the placeholder. */
export const staticParams = <Key extends string>(key: Key, values: readonly string[]) =>
  (values.length > 0 ? values : [emptyListParam]).map(
    (value) => ({ [key]: value }) as Record<Key, string>,
  );
