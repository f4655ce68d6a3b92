// Stands in for the parser's decode-named-character-reference (next.config.mjs points the browser
// build here). That package's browser build decodes "&copy;" with a DOM element, which the preview
// worker does not have; its other build carries the whole entity table (12 KB gzipped), which the
// page does not need. This decodes with the DOM where there is one, and in the worker with the
// table the worker loads for itself (see the preview worker).

let entities: Readonly<Record<string, string>> | null = null;
let element: HTMLElement | null = null;

export function setEntityTable(table: Readonly<Record<string, string>>) {
  entities = table;
}

/** The character(s) a named reference stands for ("amp" -> "&"), or false if it names none. */
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
