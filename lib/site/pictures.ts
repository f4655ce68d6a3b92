import 'server-only';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { shownSize } from '../images/dimensions';
import { withoutEmptyText } from '../schema/json-paths';
import type { Resume } from './resume-types';
import type { ContentToCheck } from '../schema/content';
import { contentFiles, pictureFile } from './content-files';
import { content as shipped } from './content';
import { posts } from './posts';
import { projectPages, stories } from './stories';
import { imagesIn, isSitePath } from '../article/images';
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

function markdownImages() {
  return [
    ...projectPages().map(({ project, story }) => ({
      file: story.file,
      field: 'the project’s image',
      path: project.image,
      use: heroImage,
    })),
    ...posts().flatMap(({ file, cover }) =>
      cover ? [{ file, field: 'cover.image', path: cover.image, use: articleImage }] : [],
    ),
    ...[...stories(), ...posts()].flatMap(({ file, body, bodyLine }) =>
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

export const siteImages = () => [...contentImages(), ...markdownImages()];

export async function unreadableContentImages(content: ContentToCheck, folder?: string) {
  const problems = await Promise.all(
    contentImages(content)
      .filter(({ path }) => isRaster(path) && existsSync(pictureFile(path, folder)))
      .map(async ({ file, field, path }) => {
        const problem = await unreadableImage(path, folder);
        return problem && `${file}: ${field}: ${problem}`;
      }),
  );
  return problems.filter((problem) => problem !== undefined);
}

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
