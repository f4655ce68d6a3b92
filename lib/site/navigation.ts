// The site's sections, as the navigation under the header lists them, and which one a path is in.
import { demos } from '../content/demos';

/** `lang` where the label is in another language than the page's (an untranslated demo title). */
export type Section = { href: string; label: string; lang?: string };

/** Each section's label is its key's word in the dictionary's `nav`. */
export const sections = [
  { href: '/', key: 'projects' },
  { href: '/writing/', key: 'writing' },
  { href: '/about/', key: 'about' },
] as const;

export const demoLinks: readonly Section[] = Object.values(demos).map((demo) => ({
  href: `${demo.path}/`,
  label: demo.title,
}));

/** The section a path (without its language's prefix) is in. */
export function currentSection(pathname: string): string | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === '/' || path.startsWith('/projects/') || path.startsWith('/tags/')) return '/';
  // A series is a list of posts.
  if (path.startsWith('/series/')) return '/writing/';
  return [...sections, ...demoLinks]
    .map(({ href }) => href)
    .find((href) => href !== '/' && path.startsWith(href));
}
