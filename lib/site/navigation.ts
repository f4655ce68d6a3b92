// The site's sections, as the navigation under the header lists them, and which one a path is in.

/** Each section's label is its key's word in the dictionary's `nav`. */
export const sections = [
  { href: '/', key: 'projects' },
  { href: '/writing/', key: 'writing' },
  { href: '/about/', key: 'about' },
] as const;

/** The section a path (without its language's prefix) is in: every section is one folder deep. */
export function currentSection(pathname: string): string | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === '/' || path.startsWith('/projects/') || path.startsWith('/tags/')) return '/';
  // A series is a list of posts.
  if (path.startsWith('/series/')) return '/writing/';
  return /^\/[^/]+\//.exec(path)?.[0];
}
