// Where a link of the site's own leads. The posts read their links before the pages are gathered
// (lib/site/pages.ts needs the posts), so the pages beside the posts are named here from what they
// come from: the same addresses as pages.ts gives them (a test holds the two together).
import { demos } from '../content/demos';
import { projects } from '../content/projects';
import { tagSlug } from '../tags';
import { encodePath } from '../urls.mjs';
import { decoded } from './content-files';
import { redirectPath } from './redirects';
import { projectPagePath, projectPages, projectPagesIn } from './stories';
import { inLanguage, otherLanguages } from './language';

/** The pages of a section or of the site itself: the same in every site. */
export const sectionPaths = {
  home: '/',
  about: '/about/',
  writing: '/writing/',
  tags: '/tags/',
} as const;

// As a browser writes them, the addresses the offline copies are kept under.
export const tagPath = (slug: string) => encodePath(`/tags/${slug}/`);
export const seriesPath = (slug: string) => encodePath(`/series/${slug}/`);

/** Every page but the posts, given the posts' tags and series (the cards' tags are read here). */
export function pagesBesidePosts(
  postTags: readonly string[],
  postSeries: readonly string[] = [],
): Set<string> {
  const labels = [...projects.flatMap((project) => project.tags ?? []), ...postTags];
  return new Set([
    ...Object.values(sectionPaths),
    // The home page and the writing in each other language (pages.ts's pagesIn).
    ...otherLanguages.flatMap((language) => [
      ...[sectionPaths.home, sectionPaths.about, sectionPaths.writing].map((path) =>
        inLanguage(language, path),
      ),
      ...projectPagesIn(language).map((page) => projectPagePath(page.slug, language)),
    ]),
    ...Object.values(demos).map((demo) => `${demo.path}/`),
    ...projectPages().map((page) => projectPagePath(page.slug)),
    ...labels.map((label) => tagPath(tagSlug(label))),
    ...postSeries.map((name) => seriesPath(tagSlug(name))),
  ]);
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
