import { codePointName } from './code-point';

// Text as it is compared and judged empty: NFC, without the invisible characters `trim()` keeps.
// Self-contained: the tag filter's first-paint script inlines it (lib/tags-first-paint.ts).
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '');
}

export const isBlank = (text: string) => normalizeText(text).trim() === '';

/** The text with its invisible characters named, for messages: `java<U+200B>`. */
export const showInvisible = (text: string) =>
  [...text].map((char) => (normalizeText(char) ? char : `<${codePointName(char)}>`)).join('');
