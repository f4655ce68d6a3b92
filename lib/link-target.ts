/**
 * The one rule for where a link goes: a target containing "https://" is another site and opens in
 * a new window; anything else is a path inside this site.
 */
export function isExternal(target: string): boolean {
  return target.includes('https://');
}
