import 'server-only';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { withoutEmptyText } from '../schema/json-paths';
import type { Resume } from './resume-types';
import type { ContentToCheck } from '../schema/content';
import { content as shipped } from './content';
import { imagesIn, isSitePath } from '../article/images';
import { pictureLinksIn } from '../article/picture-links';
import { shownSize } from '../images/dimensions';
import { contentFiles, leavesFolder, pictureFile } from './content-files';
import { postDocuments, posts } from './posts';
import { projectPages, stories, storyDocuments } from './stories';
import {
  articleImage,
  backgroundImage,
  cardImage,
  heroImage,
  isRaster,
  portraitImage,
} from '../images/variants';

// Each with the copies the build makes; none for the share picture (its own route).
export function contentImages(content: ContentToCheck = shipped) {
  const { owner, projects, quoteBackground, resume } = content;
  // The photo is the résumé's, read as the site reads it; a non-text one is its check's to name.
  const { image } = (withoutEmptyText(resume) as Resume | null)?.basics ?? {};
  const photo = typeof image === 'string' ? image : undefined;
  const ownerImages = [
    { file: contentFiles.owner, field: 'owner.shareImage', path: owner.shareImage },
    { file: contentFiles.resume, field: 'basics.image', path: photo, use: portraitImage },
  ];
  return [
    ...ownerImages.flatMap(({ path, ...image }) => (path ? [{ ...image, path }] : [])),
    ...projects.map((project, index) => ({
      file: contentFiles.projects,
      field: `projects[${index}].image`,
      path: project.image,
      use: cardImage,
    })),
    ...(quoteBackground
      ? [{ file: contentFiles.quotes, field: 'quoteBackground', path: quoteBackground }]
      : []
    ).map((image) => ({ ...image, use: backgroundImage })),
  ];
}

type Document = { file: string; body: string; bodyLine: number };

// Pictures of the site written in markdown or HTML, each with the line that names it.
export const markdownPictures = (documents: readonly Document[]) =>
  documents.flatMap(({ file, body, bodyLine }) =>
    [
      ...imagesIn(body).filter(({ src }) => isSitePath(src)),
      // A linked picture gets copies too: the link leads to the widest.
      ...pictureLinksIn(body).map(({ href, line }) => ({ src: href, line })),
    ]
      .sort((a, b) => a.line - b.line)
      .map(({ src, line }) => ({
        file,
        field: `line ${bodyLine + line - 1}`,
        line: bodyLine + line - 1,
        path: src,
        use: articleImage,
      })),
  );

// A story's hero is its card's picture, checked as the card's.
const heroImages = () =>
  projectPages().map(({ project, story }) => ({
    file: story.file,
    field: 'the project’s image',
    path: project.image,
    use: heroImage,
  }));

const covers = () =>
  posts().flatMap(({ file, cover }) =>
    cover ? [{ file, field: 'cover.image', path: cover.image, use: articleImage }] : [],
  );

const articleImages = () => [...covers(), ...markdownPictures([...stories(), ...posts()])];

export const siteImages = () => [...contentImages(), ...heroImages(), ...articleImages()];

type Named = { file: string; field: string; line?: number; path: string };

/** Each picture read once, named wherever it is used: `file: field: problem` or `file:line: problem`. */
export async function unreadableImages(images: readonly Named[], folder?: string) {
  const read = new Map<string, Promise<string | undefined>>();
  const problems = await Promise.all(
    images
      .filter(
        ({ path }) =>
          isRaster(path) && !leavesFolder(path) && existsSync(pictureFile(path, folder)),
      )
      .map(async ({ file, field, line, path }) => {
        const key = pictureFile(path, folder);
        if (!read.has(key)) read.set(key, unreadableImage(path, folder));
        const problem = await read.get(key);
        return problem && (line ? `${file}:${line}: ${problem}` : `${file}: ${field}: ${problem}`);
      }),
  );
  return problems.filter((problem) => problem !== undefined);
}

export const unreadableContentImages = (content: ContentToCheck, folder?: string) =>
  unreadableImages(contentImages(content), folder);

/**
 * Covers and every picture in a post or story (drafts where they show), those of a file with a
 * front matter problem too, so that its pictures' problems come in the same round.
 */
export const unreadableMarkdownImages = () =>
  unreadableImages([...covers(), ...markdownPictures([...storyDocuments(), ...postDocuments()])]);

// A bad file otherwise fails deep inside an image route, in words no owner can act on.
const maxPixels = 0x3fff * 0x3fff;

async function unreadableImage(path: string, folder?: string) {
  const file = pictureFile(path, folder);
  const shownAs = `${contentFiles.pictures}${path}`;
  let size: { width?: number; height?: number };
  try {
    size = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return `${shownAs} is not a readable image (empty, damaged, or not the type its name says)`;
  }
  const { width = 0, height = 0 } = size;
  if (width * height > maxPixels) {
    const megapixels = Math.round(maxPixels / 1e6);
    return `${shownAs} is ${width} × ${height} pixels; the build reads at most ${megapixels} megapixels (16,383 × 16,383): scale it down`;
  }
  try {
    // Decoding it all finds damage past the header, as the build's resizing would.
    await sharp(file).resize(16).raw().toBuffer();
  } catch {
    return `${shownAs} is damaged: its header reads, but its pixels do not`;
  }
  return undefined;
}

/** A content picture's size as shown, by its path in the pictures folder. */
export const pictureSize = (path: string) => shownSize(pictureFile(path));
