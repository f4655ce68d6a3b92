import { assetPath } from '../urls.mjs';

export interface ImageUse {
  /** 1× and 2× of the widths the layout shows on phones and desktops. */
  widths: readonly number[];
  sizes: string;
  aspect?: number;
}

// app/_tokens.scss's $medium: a stylesheet cannot be read here (a test keeps the two equal).
export const mediumWidth = 768;
const fromMedium = `(min-width: ${mediumWidth}px)`;

// One column on phones and two from the medium width.
const card = { width: 640, height: 360, aspect: 640 / 360 } as const;

export const cardImage = {
  ...card,
  widths: [360, 540, 720, 1080],
  sizes: `${fromMedium} min(calc(50vw - 44px), 532px), calc(100vw - 32px)`,
} as const satisfies ImageUse & { width: number; height: number };

export const heroImage = {
  ...card,
  widths: [720, 1080, 1440],
  sizes: 'min(calc(100vw - 32px), 736px)',
} as const satisfies ImageUse & { width: number; height: number };

export const articleImage = {
  widths: [480, 736, 960, 1472],
  sizes: 'min(calc(100vw - 32px), 736px)',
} as const satisfies ImageUse;

export const backgroundImage = {
  widths: [800, 1280, 1920],
  sizes: `${fromMedium} min(calc(100vw - 64px), 1088px), 100vw`,
} as const satisfies ImageUse;

export const portraitImage = {
  width: 128,
  height: 128,
  widths: [96, 128, 192, 256],
  sizes: `${fromMedium} 128px, 96px`,
  aspect: 1,
} as const satisfies ImageUse & { width: number; height: number };

export const rasterExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'] as const;

export const isRaster = (path: string) =>
  rasterExtensions.some((extension) => path.toLowerCase().endsWith(extension));

// FNV-1a over code points, so names that read alike stay apart.
function nameHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

// The hash keeps `项目.png` and `作品.png` (or `a.b.png` and `a-b.png`) apart. An SVG is copied as
// it is, without a width, under a name any URL carries.
export function variantFile(written: string, width?: number): string {
  // `/my%20plan.png` and `/my plan.png` are one file: one set of copies.
  const source = decodedPath(written);
  const name = source
    .replace(/\.[^./]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const ending = width === undefined ? '.svg' : `-${width}.webp`;
  return `${name ? `${name}-` : ''}${nameHash(source)}${ending}`;
}

export function imageAttributes(source: string, use: ImageUse) {
  if (!isRaster(source)) return { src: assetPath(`/images/${variantFile(source)}`) };
  const url = (width: number) => assetPath(`/images/${variantFile(source, width)}`);
  return {
    src: url(use.widths[1] ?? use.widths[0]!),
    srcSet: use.widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: use.sizes,
  };
}

/** Where a link to a picture leads: its widest copy (never wider than the picture itself). */
export function largestCopy(source: string, use: ImageUse): string {
  const width = isRaster(source) ? Math.max(...use.widths) : undefined;
  return assetPath(`/images/${variantFile(source, width)}`);
}

// An SVG is served as it is: no width.
export function imageVariants(images: readonly { source: string; use: ImageUse }[]) {
  const variants = images.flatMap(({ source, use }) =>
    (isRaster(source) ? use.widths : [undefined]).map((width) => ({
      file: variantFile(source, width),
      source,
      width,
      aspect: width && use.aspect,
    })),
  );
  return [...new Map(variants.map((variant) => [variant.file, variant])).values()];
}
