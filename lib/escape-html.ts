// Apart from lib/text.ts: a module's exports that one browser chunk uses ride in every chunk using it.

/** Text as HTML or XML text and attribute values carry it. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);
