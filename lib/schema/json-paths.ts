// Exporters write `""` for a field without a value: the site reads it as left out, with a note.
const isBlank = (value: unknown) =>
  typeof value === 'string' && value.normalize('NFC').trim() === '';

/** A JSON pointer (`/work/0/name`) as the owner reads it: `work[0].name`. */
export function jsonPath(pointer: string): string {
  const path = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
  return path || 'the résumé';
}

export const valueAt = (value: unknown, keys: string[]) =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

/** Calls `visit` for each string in `value` with its path, `work[0].name`; keys `skip` matches left out. */
export function eachString(
  value: unknown,
  path: string,
  visit: (text: string, path: string) => void,
  skip?: RegExp,
): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) {
    value.forEach((item, index) => eachString(item, `${path}[${index}]`, visit, skip));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!skip?.test(key)) eachString(item, path ? `${path}.${key}` : key, visit, skip);
    }
  }
}

export function withoutEmptyText<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.filter((item) => !isBlank(item)).map(withoutEmptyText) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !isBlank(item))
      .map(([key, item]) => [key, withoutEmptyText(item)]),
  ) as T;
}

export function emptyTextPaths(value: unknown, pointer = ''): string[] {
  if (isBlank(value)) return [jsonPath(pointer)];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    emptyTextPaths(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
}

export const emptyTextNotes = (resume: unknown) =>
  emptyTextPaths(resume).map((path) => `${path} is empty: left out; remove it or fill it in`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `over` laid on `base` path by path (a translation holds only what differs): objects key by key,
 * lists entry by entry, by position; any other value of `over` replaces `base`'s.
 */
export function mergedByPath(base: unknown, over: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(over)) {
    return Array.from({ length: Math.max(base.length, over.length) }, (_, index) =>
      index < over.length ? mergedByPath(base[index], over[index]) : base[index],
    );
  }
  if (isRecord(base) && isRecord(over)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) merged[key] = mergedByPath(base[key], value);
    return merged;
  }
  return over === undefined ? base : over;
}
