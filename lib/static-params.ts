// Under `output: 'export'` a route whose generateStaticParams() gives no params fails the build, so
// an empty list gives this one param: its page is the not-found page, removed from out/ after.
// No tag or slug can start with __ (lib/site/schemas.ts), so it names nothing of the owner's.
export const emptyListParam = '__none';

/** generateStaticParams' list for `[key]`: one for each value, or the placeholder. */
export const staticParams = <Key extends string>(key: Key, values: readonly string[]) =>
  (values.length > 0 ? values : [emptyListParam]).map(
    (value) => ({ [key]: value }) as Record<Key, string>,
  );
