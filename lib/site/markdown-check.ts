import { decoded, imageProblem, type PictureExists } from './content-files';
import { siteLinksIn } from '../markdown/imported-body';
import { isSitePath, imagesIn } from '../markdown/images';
import { sitePages } from './pages';
import type { MarkdownDocument } from './markdown-files';
import { postDocuments, postNotes, postProblems, postRedirects } from './posts';
import { redirectPath, redirectProblems } from './redirects';
import { tagNotes } from './site-tags';
import { stories, storyFileProblems, storyProblems } from './stories';

/** Pictures without alt text, and pictures of this site that are missing or of a type not shown. */
export function imageProblems(
  documents: readonly MarkdownDocument[],
  pictureExists: PictureExists,
): string[] {
  return documents.flatMap(({ file, body, bodyLine }) =>
    imagesIn(body).flatMap(({ src, alt, line }) => {
      const where = `${file}:${bodyLine + line - 1}:`;
      const problems: string[] = [];
      if (alt.trim() === '')
        problems.push(`${where} the image ${src} has no alt text: say what it shows`);
      const problem = isSitePath(src) ? imageProblem(src, pictureExists) : undefined;
      if (problem) problems.push(`${where} ${problem}`);
      return problems;
    }),
  );
}

const pagePaths = () => new Set(sitePages().map((page) => page.path));

/** Links to pages of this site that it does not have; files (`/resume.pdf`) are not pages. */
export function linkProblems(
  documents: readonly MarkdownDocument[],
  pages: ReadonlySet<string>,
): string[] {
  return documents.flatMap(({ file, body, bodyLine }) =>
    siteLinksIn(body).flatMap(({ href, line }) => {
      const path = decoded(href.replace(/[?#].*$/s, ''));
      if (/\.(?!html?$)[^./]+$/.test(path) || path.startsWith('/_next/')) return [];
      const page = redirectPath(path);
      if (pages.has(page) || pages.has(page.replace(/\/index\.html?$|\.html?$/, '/'))) return [];
      return [`${file}:${bodyLine + line - 1}: the link ${href} leads to no page of this site`];
    }),
  );
}

export function markdownContentProblems(pictureExists: PictureExists): string[] {
  return [
    ...storyFileProblems(),
    ...storyProblems(),
    ...postProblems(),
    ...imageProblems([...stories(), ...postDocuments()], pictureExists),
    ...linkProblems([...stories(), ...postDocuments()], pagesAndOldAddresses()),
    ...redirectProblems(postRedirects(), (path) => pagePaths().has(path)),
  ];
}

// A link to an old address still arrives.
const pagesAndOldAddresses = () =>
  new Set([...pagePaths(), ...postRedirects().map(({ from }) => redirectPath(from))]);

export const markdownContentNotes = () => [...postNotes(), ...tagNotes()];
