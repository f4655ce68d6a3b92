/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { siteColours } from '@/lib/site-colours';

// The browser's UI colours (theme-color, the manifest) are written in TypeScript because the
// stylesheet's custom properties cannot be read at build time; this keeps the two in step.
it('matches the page background of each colour scheme in globals.scss', () => {
  const styles = readFileSync('app/globals.scss', 'utf8');
  const backgrounds = [...styles.matchAll(/--color-bg:\s*(#[0-9a-f]{6})/gi)].map(
    (match) => match[1],
  );
  expect(backgrounds).toEqual([siteColours.light, siteColours.dark]);
});
