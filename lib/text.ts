// Text as it is compared and judged empty: NFC, without the invisible characters `trim()` keeps.
// Self-contained: the first-paint script inlines it (lib/theme.ts).
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '');
}

export const isBlank = (text: string) => normalizeText(text).trim() === '';

/** The text with its invisible characters named, for messages: `java<U+200B>`. */
export const showInvisible = (text: string) =>
  [...text].map((char) => (normalizeText(char) ? char : `<${codePointName(char)}>`)).join('');

/** `U+200B` */
export const codePointName = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Text as HTML or XML text and attribute values carry it. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);
