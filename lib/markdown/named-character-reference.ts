// Replaces decode-named-character-reference in the browser (next.config.mjs): its browser build
// needs a DOM, which the worker lacks, and its other build carries the whole entity table.
let entities: Readonly<Record<string, string>> | null = null;
let element: HTMLElement | null = null;

export function setEntityTable(table: Readonly<Record<string, string>>) {
  entities = table;
}

export function decodeNamedCharacterReference(name: string): string | false {
  if (entities) return Object.hasOwn(entities, name) ? entities[name]! : false;
  const reference = `&${name};`;
  element ??= document.createElement('i');
  element.innerHTML = reference;
  const decoded = element.textContent ?? '';
  // A name the browser only partly matched ("&notit;" reads as "¬it;") is no reference.
  if (decoded.endsWith(';') && name !== 'semi') return false;
  return decoded === reference ? false : decoded;
}
