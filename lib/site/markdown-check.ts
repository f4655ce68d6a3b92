import { imageProblem, type PictureExists } from './content-files';
import { siteLinksIn } from '../article/imported-body';
import { isSitePath, imagesIn } from '../article/images';
import { pictureLinksIn } from '../article/picture-links';
import { diagramNotes } from '../article/diagram-check';
import { mathProblems, unclosedMathNotes } from '../article/math-check';
import { sitePages } from './pages';
import type { MarkdownDocument as Document } from './markdown-files';
import {
  oldPermalinkProblems,
  postDocuments,
  postNotes,
  postProblems,
  postRedirects,
  refusedPostRedirects,
} from './posts';
import { redirectPath, redirectProblems } from './redirects';
import { linkedPages } from './site-paths';
import { tagNotes } from './site-tags';
import { stories, storyFileProblems, storyNotes, storyProblems } from './stories';

/**
 * Pictures without alt text (unless `alt` is false), and pictures of this site that are missing
 * or of a type not shown.
 */
export function imageProblems(
  documents: readonly Document[],
  pictureExists: PictureExists,
  { alt: checksAlt = true } = {},
) {
  return documents.flatMap(({ file, body, bodyLine }) => {
    const at = (line: number) => `${file}:${bodyLine + line - 1}`;
    const linked = pictureLinksIn(body).flatMap(({ href, line }) => {
      const problem = imageProblem(href, pictureExists);
      return problem ? [{ line, text: `${at(line)}: ${problem}` }] : [];
    });
    const shown = imagesIn(body).flatMap(({ src, alt, line }) =>
      [
        checksAlt && alt.trim() === '' && `the image ${src} has no alt text: say what it shows`,
        isSitePath(src) && imageProblem(src, pictureExists),
      ].flatMap((problem) => (problem ? [{ line, text: `${at(line)}: ${problem}` }] : [])),
    );
    // A picture linked to itself is named once.
    const texts = [...shown, ...linked].sort((a, b) => a.line - b.line).map(({ text }) => text);
    return [...new Set(texts)];
  });
}

/** Links to pages of this site that it does not have; files (`/resume.pdf`) are not pages. */
export function linkProblems(documents: readonly Document[], pages: ReadonlySet<string>) {
  return documents.flatMap(({ file, body, bodyLine }) =>
    siteLinksIn(body).flatMap(({ href, line }) => {
      const named = linkedPages(href);
      if (named.length === 0 || named.some((page) => pages.has(page))) return [];
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
    ...oldPermalinkProblems(),
    // A post from another blog builds without alt text, with a note: the owner adds it in time.
    ...imageProblems(stories(), pictureExists),
    ...imageProblems(postDocuments(), pictureExists, { alt: false }),
    ...mathProblems(documents),
    ...linkProblems(documents, arrive),
    ...redirectProblems([...postRedirects(), ...refusedPostRedirects()], (path) => pages.has(path)),
  ];
}

/** Pictures in posts without alt text. */
export const altTextNotes = (documents: readonly Document[]) =>
  documents.flatMap(({ file, body, bodyLine }) =>
    imagesIn(body).flatMap(({ src, alt, line }) =>
      alt.trim() === ''
        ? `${file}:${bodyLine + line - 1}: the image ${src} has no alt text: say what it shows (a screen reader says nothing of it now)`
        : [],
    ),
  );

export const markdownContentNotes = () => [
  ...storyNotes(),
  ...postNotes(),
  ...altTextNotes(postDocuments()),
  ...tagNotes(),
  ...diagramNotes([...stories(), ...postDocuments()]),
  ...unclosedMathNotes([...stories(), ...postDocuments()]),
];
