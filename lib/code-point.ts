// Apart from lib/text.ts: a module's exports that one browser chunk uses ride in every chunk using it.

/** `U+200B` */
export const codePointName = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
