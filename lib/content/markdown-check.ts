// The build's check of stories and posts: what stops the build, and what it only says.
import { imageProblem, type PublicFileExists } from '../images/content-images';
import { isSitePath, imagesIn } from '../markdown/images';
import { postNotes, postProblems, posts } from './posts';
import { tagNotes } from './site-tags';
import { stories, storyFileProblems, storyProblems } from './stories';

interface Document {
  file: string;
  body: string;
  bodyLine: number;
}

/** Pictures without alt text, and pictures of this site that are missing or of a type not shown. */
export function imageProblems(
  documents: readonly Document[],
  fileExists: PublicFileExists,
): string[] {
  return documents.flatMap(({ file, body, bodyLine }) =>
    imagesIn(body).flatMap(({ src, alt, line }) => {
      const where = `${file}:${bodyLine + line - 1}:`;
      const problems: string[] = [];
      if (alt.trim() === '')
        problems.push(`${where} the image ${src} has no alt text: say what it shows`);
      const problem = isSitePath(src) ? imageProblem(decoded(src), fileExists) : undefined;
      if (problem) problems.push(`${where} ${problem}`);
      return problems;
    }),
  );
}

function decoded(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}

function coverProblems(fileExists: PublicFileExists): string[] {
  return posts.flatMap(({ file, cover }) => {
    const problem = cover && imageProblem(cover.image, fileExists);
    return problem ? [`${file}: cover.image: ${problem}`] : [];
  });
}

export function markdownContentProblems(fileExists: PublicFileExists): string[] {
  return [
    ...storyFileProblems(),
    ...storyProblems(),
    ...postProblems(),
    ...imageProblems([...stories, ...posts], fileExists),
    ...coverProblems(fileExists),
  ];
}

export const markdownContentNotes = () => [...postNotes(), ...tagNotes()];
