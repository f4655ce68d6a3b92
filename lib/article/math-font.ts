// The math font, cut to the characters the site's formulas draw, so a page with math loads a few
// KB of it and other pages nothing (a stylesheet names it only where a formula is).
import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { walk } from './walk';
import { mathElement, type Formula } from './math';
import { articleTree } from './tree';
import { mayHoldMath } from './math-syntax';

const fonts = join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-math', 'files');
const source = join(fonts, 'noto-sans-math-latin-400-normal.woff2');
const cacheDir = join(process.cwd(), 'node_modules', '.cache', 'portfolio-math-font');

export function formulasIn(markdown: string): Formula[] {
  const found: Formula[] = [];
  if (!mayHoldMath(markdown)) return found;
  walk(articleTree(markdown), (node) => {
    if (node.type === 'inlineMath') found.push({ tex: node.value, display: false });
    if (node.type === 'math' || (node.type === 'code' && node.lang === 'math')) {
      found.push({ tex: node.value, display: true });
    }
  });
  return found;
}

// Chromium draws a one-letter <mi> in its italic code point (U+1D44E for a, U+210E for h).
function italic(char: string): string {
  const code = char.codePointAt(0)!;
  const shift = (from: number, to: number) => String.fromCodePoint(to + code - from);
  if (char === 'h') return '\u210E';
  if (/[A-Z]/.test(char)) return shift(65, 0x1d434);
  if (/[a-z]/.test(char)) return shift(97, 0x1d44e);
  if (code >= 0x391 && code <= 0x3a9) return shift(0x391, 0x1d6e2);
  if (code >= 0x3b1 && code <= 0x3c9) return shift(0x3b1, 0x1d6fc);
  return '';
}

/** Every character the formulas of these documents draw, sorted, each once. */
export function mathCharacters(markdowns: readonly string[]): string {
  const chars = new Set<string>();
  for (const formula of markdowns.flatMap(formulasIn)) {
    const element = mathElement(formula);
    if (!element) continue;
    walk(element, (node) => {
      // A root's sign is no character of the text, but the browser draws it from the font.
      if (node.type === 'element' && /^m(sqrt|root)$/.test(node.tagName)) chars.add('\u221A');
      if (node.type === 'text') for (const char of node.value) chars.add(char).add(italic(char));
    });
  }
  chars.delete('');
  return [...chars]
    .filter((char) => char.trim() !== '')
    .sort()
    .join('');
}

export const mathFontFile = (characters: string) =>
  `math-${createHash('sha256').update(characters).digest('hex').slice(0, 12)}.woff2`;

/** The font with these characters, and what a stretched bracket or big sum needs of its others. */
export async function mathFont(characters: string): Promise<Buffer> {
  const file = join(cacheDir, mathFontFile(characters));
  try {
    return await readFile(file);
  } catch {}
  const font = await subsetFont(await readFile(source), characters, { targetFormat: 'woff2' });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, font);
  return font;
}
