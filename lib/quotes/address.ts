// Each quote's address on the page (/quotes/#slug), so a link opens on that quote.
import type { Quote } from '../schema/content';

const wordsInSlug = 5;

function slugOf(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? ['quote']).slice(0, wordsInSlug).join('-');
}

/** One slug per quote, in order; a slug two quotes would share gets -2, -3... on the later ones. */
export function quoteSlugs(quotes: readonly Pick<Quote, 'text'>[]): string[] {
  const taken = new Set<string>();
  return quotes.map(({ text }) => {
    const base = slugOf(text);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

export function indexFromHash(hash: string, slugs: readonly string[]): number | null {
  let slug: string;
  try {
    slug = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  const index = slugs.indexOf(slug);
  return index === -1 ? null : index;
}
