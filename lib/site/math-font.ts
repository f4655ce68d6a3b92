// The site's one math font: what every post and story draws, found once a build.
import { mathCharacters, mathFontFile } from '../article/math-font';
import { assetPath } from '../urls.mjs';
import { derived } from './fresh';
import { posts } from './posts';
import { stories } from './stories';

export const fontFolder = '/fonts/';

export const siteMathCharacters = derived(
  () => [posts(), stories()] as const,
  (published, written) => mathCharacters([...published, ...written].map(({ body }) => body)),
);

/** The font's address, or none on a site without formulas. */
export function siteMathFontPath(): string | undefined {
  const characters = siteMathCharacters();
  return characters ? assetPath(`${fontFolder}${mathFontFile(characters)}`) : undefined;
}
