import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { contentFiles, decoded, leavesFolder, pictureFile } from './content-files';
import { safeSvg } from '../images/safe-svg';
import { siteImages } from './pictures';

// Each file once, however its path is written (`/a b.svg`, `/a%20b.svg`).
const svgs = (images: readonly { path: string }[]) => [
  ...new Set(
    images
      .map(({ path }) => decoded(path))
      .filter((path) => /\.svg$/i.test(path) && !leavesFolder(path))
      .filter((path) => existsSync(pictureFile(path))),
  ),
];

/** An SVG that is not XML is a problem; what its published copy leaves out is a note. */
export function svgFindings(images: readonly { path: string }[] = siteImages()) {
  const problems: string[] = [];
  const notes: string[] = [];
  for (const path of svgs(images)) {
    const shownAs = `${contentFiles.pictures}${path}`;
    try {
      const { removed } = safeSvg(readFileSync(pictureFile(path), 'utf8'));
      if (removed.length > 0) {
        notes.push(
          `${shownAs}: published without ${removed.join(', ')}: a picture of this site may not run script or fetch anything`,
        );
      }
    } catch (error) {
      const why = (error as Error).message.split('\n')[0];
      problems.push(
        `${shownAs} is not an SVG the build can read (${why}): save it again as plain SVG`,
      );
    }
  }
  return { problems, notes };
}
