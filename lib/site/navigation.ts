// The site's sections, as the navigation under the header lists them, and which one a path is in.
import { demos } from '../content/demos';

type Section = { href: string; label: string };

export const sections: readonly Section[] = [
  { href: '/', label: 'Projects' },
  { href: '/writing/', label: 'Writing' },
  { href: '/about/', label: 'About' },
];

export const demoLinks: readonly Section[] = Object.values(demos).map((demo) => ({
  href: `${demo.path}/`,
  label: demo.title,
}));

export function currentSection(pathname: string): string | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === '/' || path.startsWith('/projects/') || path.startsWith('/tags/')) return '/';
  return [...sections, ...demoLinks].find(
    (section) => section.href !== '/' && path.startsWith(section.href),
  )?.href;
}
