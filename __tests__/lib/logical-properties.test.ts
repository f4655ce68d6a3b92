/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A right-to-left page mirrors only if no style names a side: margin-inline-start, not margin-left.
const physical = [
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)\b/,
  /border-(?:top|bottom)-(?:left|right)-radius/,
  /(?:text-align|float|clear|caption-side)\s*:\s*(?:left|right)\b/,
  // Four sides, left and right unequal: `margin: 0 1em 0 2em`.
  /(?:^|[\s;{])(?:margin|padding|inset)\s*:\s*\S+\s+(\S+)\s+\S+\s+(?!\1;)\S+;/,
];

/** Each line of `css` that places something by left or right, comments left out. */
const physicalSides = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, '').trim())
    .filter((line) => physical.some((rule) => rule.test(line)));

// With the components that render their own <style> (the site directory, the language switcher).
const stylesheets = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    if (entry.name.endsWith('.scss')) return [path];
    return entry.name.endsWith('.tsx') && readFileSync(path, 'utf8').includes('<style href=')
      ? [path]
      : [];
  });

describe('stylesheets', () => {
  it.each([...stylesheets('app'), ...stylesheets('components')])(
    '%s uses logical properties only',
    (file) => {
      expect(physicalSides(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('finds each physical side, and lets logical ones and comments by', () => {
    const css = `.a {
  margin-left: 1rem;
  left: 0;
  text-align: right;
  float: left;
  border-top-right-radius: 2px;
  margin: 0 0.2em 0.25em -1.4em;
  margin: 0 1em 0 1em;
  margin-inline-start: 1rem;
  inset-inline-end: 0;
  text-align: end; // not right
  /* padding-right: 1px */
}`;
    expect(physicalSides(css)).toEqual([
      'margin-left: 1rem;',
      'left: 0;',
      'text-align: right;',
      'float: left;',
      'border-top-right-radius: 2px;',
      'margin: 0 0.2em 0.25em -1.4em;',
    ]);
  });
});
