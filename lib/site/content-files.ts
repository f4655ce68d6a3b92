import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rasterExtensions } from '../images/variants';

// Where each part of the owner's content lives, in the order the build lists their problems.
export const contentFiles = {
  resume: 'lib/content/resume.json',
  owner: 'lib/content/owner.ts',
  demos: 'lib/content/demos.ts',
  projects: 'lib/content/projects.ts',
  quotes: 'lib/content/quotes.ts',
  markdownSample: 'lib/content/markdown-sample.ts',
  stories: 'lib/content/projects',
  posts: 'lib/content/writing',
  pictures: 'lib/content/pictures',
} as const;

// `/../../public/logo.svg` would name a file outside the pictures folder.
export const leavesFolder = (path: string) => decoded(path).split(/[/\\]/).includes('..');

/**
 * The file of a picture the content names by a URL path: in the pictures folder, else beside a
 * post or story (a page bundle's `/writing/post/x.png`), else in `public/` (as Next.js templates
 * keep them). One found nowhere is named by its place in the pictures folder.
 */
export function pictureFile(path: string, folder = join(process.cwd(), contentFiles.pictures)) {
  if (leavesFolder(path)) throw new Error(`${path} leads outside ${contentFiles.pictures}`);
  const inPictures = join(folder, decoded(path));
  const content = dirname(folder);
  const places = [
    inPictures,
    join(content, decoded(path)),
    join(content, '../../public', decoded(path)),
  ];
  return places.find((file) => existsSync(file)) ?? inPictures;
}

export function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export type PictureExists = (path: string) => boolean;

const imageExtensions = ['.svg', ...rasterExtensions] as const;

export function imageProblem(path: string, pictureExists: PictureExists): string | undefined {
  if (!path.startsWith('/')) {
    return `"${path}" must start with / (a path inside ${contentFiles.pictures}/)`;
  }
  if (leavesFolder(path)) {
    return `${path} leads outside ${contentFiles.pictures}/: put the picture there and name it from there`;
  }
  const extension = path.slice(path.lastIndexOf('.')).toLowerCase();
  if (!(imageExtensions as readonly string[]).includes(extension)) {
    return `${path} is not one of ${imageExtensions.join(', ')}`;
  }
  if (!pictureExists(path)) return `${contentFiles.pictures}${decoded(path)} not found`;
}
