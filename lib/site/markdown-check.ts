import { diagramNotes } from '../article/diagram-check';
import { mathProblems } from '../article/math-check';
import { decoded, imageProblem, type PictureExists } from './content-files';
import { siteLinksIn } from '../markdown/imported-body';
import { isSitePath, imagesIn } from '../markdown/images';
import { sitePages } from './pages';
import type { MarkdownDocument as Document } from './markdown-files';
import { postDocuments, postNotes, postProblems, postRedirects } from './posts';
import { redirectPath, redirectProblems } from './redirects';
import { tagNotes } from './site-tags';
import { stories, storyFileProblems, storyProblems } from './stories';

/** Pictures without alt text, and pictures of this site that are missing or of a type not shown. */
export function imageProblems(documents: readonly Document[], pictureExists: PictureExists) {
  return documents.flatMap(({ file, body, bodyLine }) =>
    imagesIn(body).flatMap(({ src, alt, line }) =>
      [
        alt.trim() === '' && `the image ${src} has no alt text: say what it shows`,
        isSitePath(src) && imageProblem(src, pictureExists),
      ].flatMap((problem) => (problem ? `${file}:${bodyLine + line - 1}: ${problem}` : [])),
    ),
  );
}

/** Links to pages of this site that it does not have; files (`/resume.pdf`) are not pages. */
export function linkProblems(documents: readonly Document[], pages: ReadonlySet<string>) {
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
  const documents = [...stories(), ...postDocuments()];
  const pages = new Set(sitePages().map((page) => page.path));
  // A link to an old address still arrives.
  const arrive = new Set([...pages, ...postRedirects().map(({ from }) => redirectPath(from))]);
  return [
    ...storyFileProblems(),
    ...storyProblems(),
    ...postProblems(),
    ...imageProblems(documents, pictureExists),
    ...mathProblems(documents),
    ...linkProblems(documents, arrive),
    ...redirectProblems(postRedirects(), (path) => pages.has(path)),
  ];
}

export const markdownContentNotes = () => [
  ...postNotes(),
  ...tagNotes(),
  ...diagramNotes([...stories(), ...postDocuments()]),
];
