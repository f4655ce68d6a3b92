// Every picture the owner's content names, with the file and field that name it, so the build can
// check each one and say where it came from, and leave the raster originals out of the export.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isRaster } from '../images/variants';
import { unreadableImage } from '../images/readable';
import type { ContentToCheck } from './check';
import { content as shipped } from './index';

export interface ContentImage {
  /** The content file that names it, as the owner finds it. */
  file: string;
  /** The field that names it, e.g. `projects[3].image`. */
  field: string;
  /** Its path inside public/, e.g. `/projects/lunar-lander.png`. */
  path: string;
}

export function contentImages(content: ContentToCheck = shipped): ContentImage[] {
  const { owner, projects, quoteBackground } = content;
  return [
    ...(owner.shareImage
      ? [{ file: 'lib/content/owner.ts', field: 'owner.shareImage', path: owner.shareImage }]
      : []),
    ...projects.map((project, index) => ({
      file: 'lib/content/projects.ts',
      field: `projects[${index}].image`,
      path: project.image,
    })),
    { file: 'lib/content/quotes.ts', field: 'quoteBackground', path: quoteBackground },
  ];
}

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
