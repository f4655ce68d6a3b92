// Exporters write `""` for a field without a value: the site reads it as left out, with a note.
import { jsonPath } from './json-path';

const isBlank = (value: unknown) =>
  typeof value === 'string' && value.normalize('NFC').trim() === '';

/** The résumé with every empty text left out (a list loses the entry, an object the key). */
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

/** Where the résumé has an empty text, as JSON paths (`basics.image`, `work[0].endDate`). */
export function emptyTextPaths(value: unknown, pointer = ''): string[] {
  if (isBlank(value)) return [jsonPath(pointer)];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    emptyTextPaths(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
}

export const emptyTextNotes = (resume: unknown) =>
  emptyTextPaths(resume).map((path) => `${path} is empty: left out; remove it or fill it in`);
