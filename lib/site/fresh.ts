// In `next dev` content is read again when a file changed, so an edit shows on the next reload.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function fingerprint(folders: readonly string[]): string {
  return folders
    .flatMap((folder) => {
      let names: string[];
      try {
        names = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
      } catch {
        return [`${folder}: none`];
      }
      return names.map((name) => {
        const { mtimeMs, size } = statSync(join(folder, name));
        return `${folder}/${name}:${mtimeMs}:${size}`;
      });
    })
    .join('\n');
}

export function freshFrom<T>(folders: readonly string[], read: () => T): () => T {
  let kept: { key: string; value: T } | undefined;
  return () => {
    const key = process.env.NODE_ENV === 'development' ? fingerprint(folders) : '';
    if (!kept || kept.key !== key) kept = { key, value: read() };
    return kept.value;
  };
}

/** `derive(...inputs)` again only when one of the inputs is another object than last time. */
export function derived<Inputs extends unknown[], T>(
  inputs: () => Inputs,
  derive: (...values: Inputs) => T,
): () => T {
  let kept: { inputs: Inputs; value: T } | undefined;
  return () => {
    const now = inputs();
    if (!kept || now.some((value, index) => value !== kept!.inputs[index])) {
      kept = { inputs: now, value: derive(...now) };
    }
    return kept.value;
  };
}
