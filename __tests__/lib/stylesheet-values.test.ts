/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { cardImage, mediumWidth } from '@/lib/images/variants';
import { siteColours } from '@/lib/site-colours';

// Values the stylesheets define and TypeScript restates, because a stylesheet cannot be read at
// build time: these keep the two in step. The browser's UI colours (theme-color, the manifest):
it('matches the page background of each colour scheme in globals.scss', () => {
  const styles = readFileSync('app/globals.scss', 'utf8');
  const backgrounds = [...styles.matchAll(/--color-bg:\s*(#[0-9a-f]{6})/gi)].map(
    (match) => match[1],
  );
  expect(backgrounds).toEqual([siteColours.light, siteColours.dark]);
});

// Which picture copy a browser picks depends on the layout's breakpoint: the `sizes` attributes
// are written in TypeScript with the same medium width as the stylesheet.
it('uses the stylesheet’s medium width for the pictures’ sizes', () => {
  const tokens = readFileSync('app/_tokens.scss', 'utf8');
  expect(/\$medium:\s*(\d+)px/.exec(tokens)?.[1]).toBe(String(mediumWidth));
  expect(cardImage.sizes).toContain(`(min-width: ${mediumWidth}px)`);
});
