// Which resized copies the build makes of each raster image, and the <img> attributes that let the
// browser pick the right one. SVG needs neither: it is served as it is.
import { assetPath } from '../urls.mjs';

export interface ImageUse {
  /** Widths of the WebP copies: 1× and 2× of the widths the layout shows on phones and desktops. */
  widths: readonly number[];
  /** The layout's width for the image, as the browser needs it to choose before layout. */
  sizes: string;
  /** Width ÷ height to crop to, when the layout crops to a fixed shape. */
  aspect?: number;
}

/**
 * The medium width, from which the grid has two columns: app/_tokens.scss's $medium, restated
 * because a stylesheet cannot be read here (a test keeps the two equal).
 */
export const mediumWidth = 768;
const fromMedium = `(min-width: ${mediumWidth}px)`;

/**
 * Cards are 16:9. Phones show one column: 100vw less main's 1rem padding each side (288–447 px).
 * From 768 px, two columns inside main's 72rem less 2rem padding each side and a 1.5rem gap (340–532
 * px). So 360 and 720 serve phones at 1× and 2×, 540 and 1080 serve desktops.
 */
const cardWidth = 640;
const cardHeight = 360;

export const cardImage = {
  width: cardWidth,
  height: cardHeight,
  widths: [360, 540, 720, 1080],
  sizes: `${fromMedium} min(calc(50vw - 44px), 532px), calc(100vw - 32px)`,
  aspect: cardWidth / cardHeight,
} as const satisfies ImageUse & { width: number; height: number };

/** A project page's picture: the card's 16:9 crop, as wide as the article (at most 46rem). */
export const heroImage = {
  width: cardWidth,
  height: cardHeight,
  widths: [720, 1080, 1440],
  sizes: 'min(calc(100vw - 32px), 736px)',
  aspect: cardWidth / cardHeight,
} as const satisfies ImageUse & { width: number; height: number };

/** A picture inside a story or a post: as wide as the article at most, never cropped. */
export const articleImage = {
  widths: [480, 736, 960, 1472],
  sizes: 'min(calc(100vw - 32px), 736px)',
} as const satisfies ImageUse;

/** The quote screen's backdrop spans main's width (at most 68rem) and is cropped by the page. */
export const backgroundImage = {
  widths: [800, 1280, 1920],
  sizes: `${fromMedium} min(calc(100vw - 64px), 1088px), 100vw`,
} as const satisfies ImageUse;

/** The owner's photo on the home page: a square of 96 px on phones, 128 px from the medium width. */
export const portraitImage = {
  width: 128,
  height: 128,
  widths: [96, 128, 192, 256],
  sizes: `${fromMedium} 128px, 96px`,
  aspect: 1,
} as const satisfies ImageUse & { width: number; height: number };

/** Picture types the build resizes to WebP; SVG is served as it is. */
export const rasterExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.avif'] as const;
const rasterEnding = new RegExp(
  `\\.(${rasterExtensions.map((ext) => ext.slice(1)).join('|')})$`,
  'i',
);

/** Whether the build resizes this image (anything but SVG). */
export function isRaster(path: string): boolean {
  return rasterEnding.test(path);
}

/** A short hash of the whole name (FNV-1a over its code points), so names that read alike stay apart. */
function nameHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * `/projects/lunar-lander.png` at 720 → `projects-lunar-lander-1c3e2a4f-720.webp`, a file in
 * /images/ whose name any URL carries: the readable part keeps letters, digits, - and _, and the
 * hash of the full name keeps `项目.png` and `作品.png` (or `a.b.png` and `a-b.png`) apart.
 */
export function variantFile(source: string, width: number): string {
  const name = source
    .replace(rasterEnding, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name ? `${name}-` : ''}${nameHash(source)}-${width}.webp`;
}

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The src (and for raster images srcset and sizes) of an image in public/ shown in `use`. */
export function imageAttributes(source: string, use: ImageUse): ImageAttributes {
  if (!isRaster(source)) return { src: assetPath(source) };
  const url = (width: number) => assetPath(`/images/${variantFile(source, width)}`);
  return {
    // Browsers without srcset get the second-smallest copy: sharp enough on most screens.
    src: url(use.widths[1] ?? use.widths[0]!),
    srcSet: use.widths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: use.sizes,
  };
}

export interface Variant {
  file: string;
  source: string;
  width: number;
  aspect?: number;
}

/** Every resized copy the build must make for these images in these uses. */
export function imageVariants(images: readonly { source: string; use: ImageUse }[]): Variant[] {
  const variants = new Map<string, Variant>();
  for (const { source, use } of images) {
    if (!isRaster(source)) continue;
    for (const width of use.widths) {
      const file = variantFile(source, width);
      variants.set(file, { file, source, width, aspect: use.aspect });
    }
  }
  return [...variants.values()];
}
