/** `Node.js Tips` -> `node-js-tips`, as every host serves it: a post's address from its name. */
export const slugFrom = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
