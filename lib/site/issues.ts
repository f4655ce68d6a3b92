import type { z } from 'zod';

/** `['projects', 3, 'target']` -> `projects[3].target` */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');

// `data` tells a missing field; `field` is empty where a rule across entries names them itself.
export function describeIssues(error: z.ZodError, data: unknown) {
  return error.issues.flatMap((issue) => {
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    return paths.map((path) => ({
      path,
      field: issue.code === 'custom' && issue.params?.namesEntries ? '' : fieldName(path),
      message:
        issue.code === 'unrecognized_keys'
          ? 'is not a field this file can have'
          : valueAt(data, path) === undefined
            ? 'is missing'
            : issue.message,
    }));
  });
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part))
      return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}
