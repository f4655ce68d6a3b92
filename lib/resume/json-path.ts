/** A JSON pointer (`/work/0/name`) as the owner reads it: `work[0].name`. */
export function jsonPath(pointer: string): string {
  const path = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
  return path || 'the résumé';
}
