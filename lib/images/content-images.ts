// Every picture the owner's content names, in one list: with the file and field that name it (so
// the build can check each and say where it came from), and the layout it is shown in (so the image
// route makes its copies, and the raster originals stay out of the export).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentToCheck } from '../content/check';
import { content as shipped } from '../content/index';
import { unreadableImage } from './readable';
import { posts } from '../content/posts';
import { projectPages, stories } from '../content/stories';
import { imagesIn, isSitePath } from '../markdown/images';
import {
  articleImage,
  backgroundImage,
  cardImage,
  heroImage,
  isRaster,
  portraitImage,
  type ImageUse,
} from './variants';

export interface ContentImage {
  /** The content file that names it, as the owner finds it. */
  file: string;
  /** The field that names it, e.g. `projects[3].image`. */
  field: string;
  /** Its path inside public/, e.g. `/projects/lunar-lander.png`. */
  path: string;
  /** Where pages show it, so which copies the build makes; none for the share picture (its own route). */
  use?: ImageUse;
}

export function contentImages(content: ContentToCheck = shipped): ContentImage[] {
  const { owner, projects, quoteBackground } = content;
  const inOwner = (field: 'shareImage' | 'photo', use?: ImageUse) => {
    const path = owner[field];
    return path ? [{ file: 'lib/content/owner.ts', field: `owner.${field}`, path, use }] : [];
  };
  return [
    ...inOwner('shareImage'),
    ...inOwner('photo', portraitImage),
    ...projects.map((project, index) => ({
      file: 'lib/content/projects.ts',
      field: `projects[${index}].image`,
      path: project.image,
      use: cardImage,
    })),
    {
      file: 'lib/content/quotes.ts',
      field: 'quoteBackground',
      path: quoteBackground,
      use: backgroundImage,
    },
  ];
}

/** The pictures of stories and posts, and the project pages' own, resized for the article. */
export function markdownImages(): ContentImage[] {
  return [
    ...projectPages.map(({ project, story }) => ({
      file: story.file,
      field: 'the project’s image',
      path: project.image,
      use: heroImage,
    })),
    ...posts.flatMap(({ file, cover }) =>
      cover ? [{ file, field: 'cover.image', path: cover.image, use: articleImage }] : [],
    ),
    ...[...stories, ...posts].flatMap(({ file, body, bodyLine }) =>
      imagesIn(body)
        .filter(({ src }) => isSitePath(src))
        .map(({ src, line }) => ({
          file,
          field: `line ${bodyLine + line - 1}`,
          path: src,
          use: articleImage,
        })),
    ),
  ];
}

/** Every picture the site shows from public/. */
export const siteImages = () => [...contentImages(), ...markdownImages()];

/**
 * Pictures that exist but cannot be read (empty, damaged, too large), as content-check messages;
 * missing files and wrong types are contentProblems' to report.
 */
export async function unreadableContentImages(
  content: ContentToCheck,
  publicDir: string,
): Promise<string[]> {
  const problems = await Promise.all(
    contentImages(content)
      .filter(({ path }) => isRaster(path) && existsSync(join(publicDir, path)))
      .map(async ({ file, field, path }) => {
        const problem = await unreadableImage(join(publicDir, path), `public${path}`);
        return problem && `${file}: ${field}: ${problem}`;
      }),
  );
  return problems.filter((problem) => problem !== undefined);
}
