// Exporters write `""` for a field without a value: the site reads it as left out, with a note.
import { jsonPath } from './json-path';

const isBlank = (value: unknown) =>
  typeof value === 'string' && value.normalize('NFC').trim() === '';

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
