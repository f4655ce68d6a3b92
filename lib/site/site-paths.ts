// Where a link of the site's own leads. The posts read their links before the pages are gathered
// (lib/site/pages.ts needs the posts), so the pages beside the posts are named here from what they
// come from: the same addresses as pages.ts gives them (a test holds the two together).
import { demos } from '../content/demos';
import { projects } from '../content/projects';
import { tagSlug } from '../tags';
import { encodePath } from '../urls.mjs';
import { decoded } from './content-files';
import { redirectPath } from './redirects';
import { projectPagePath, projectPagesIn } from './stories';
import { languages } from '../content/owner';
import { inLanguage, siteLanguage } from './language';

/** The pages of a section or of the site itself: the same in every site. */
export const sectionPaths = {
  home: '/',
  about: '/about/',
  writing: '/writing/',
  tags: '/tags/',
} as const;

// As a browser writes them, the addresses the offline copies are kept under.
export const tagPath = (slug: string, language = siteLanguage) =>
  inLanguage(language, encodePath(`/tags/${slug}/`));
export const seriesPath = (slug: string, language = siteLanguage) =>
  inLanguage(language, encodePath(`/series/${slug}/`));

/** What of a post names pages beside it: its tags' and its series'. */
export type PostNaming = { tags?: readonly string[]; series?: string; language: string };

/** Every page but the posts, in every language, given the posts (the cards' tags are read here). */
export function pagesBesidePosts(posts: readonly PostNaming[]): Set<string> {
  const cardTags = projects.flatMap((project) => project.tags ?? []);
  return new Set(
    languages.flatMap((language) => {
      const own = posts.filter((post) => post.language === language);
      const at = (path: string) => inLanguage(language, path);
      return [
        ...Object.values(sectionPaths).map(at),
        ...Object.values(demos).map((demo) => at(`${demo.path}/`)),
        ...projectPagesIn(language).map((page) => projectPagePath(page.slug, language)),
        ...[...cardTags, ...own.flatMap((post) => post.tags ?? [])].map((label) =>
          tagPath(tagSlug(label), language),
        ),
        ...own
          .flatMap((post) => post.series ?? [])
          .map((name) => seriesPath(tagSlug(name), language)),
      ];
    }),
  );
}

/**
 * The pages a link of this site may name (`/a`, `/a/#b`, `/a/index.html`: `/a/`), or none for a
 * file (`/resume.pdf`, `/_next/…`), which is not a page.
 */
export function linkedPages(href: string): string[] {
  const path = decoded(href.replace(/[?#].*$/s, ''));
  if (/\.(?!html?$)[^./]+$/.test(path) || path.startsWith('/_next/')) return [];
  const page = redirectPath(path);
  return [page, page.replace(/\/index\.html?$|\.html?$/, '/')];
}
