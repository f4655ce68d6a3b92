// The owner's words as a page in another language shows them: each field its translation's where
// the owner gave one (a `translations` entry in projects.ts or demos.ts), else the default's.

type Translatable = { translations?: Readonly<Record<string, object>> };

export function shownIn<T extends object & Translatable>(item: T, language: string) {
  const given = Object.fromEntries(
    Object.entries(item.translations?.[language] ?? {}).filter(([, text]) => text !== undefined),
  ) as Partial<T>;
  return {
    ...item,
    ...given,
    /** Whether `field` is in `language`: the page marks the others with the default's `lang`. */
    translated: (field: keyof T) => field in given,
  };
}
