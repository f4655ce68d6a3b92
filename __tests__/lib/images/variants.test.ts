/** @jest-environment node */
import {
  backgroundImage,
  cardImage,
  imageAttributes,
  imageVariants,
  isRaster,
  variantFile,
} from '@/lib/images/variants';

describe('imageAttributes', () => {
  it('serves SVG as it is, with no srcset', () => {
    expect(imageAttributes('/projects/a.svg', cardImage)).toEqual({ src: '/projects/a.svg' });
  });

  it('offers every WebP copy of a raster image with the layout’s sizes', () => {
    expect(imageAttributes('/projects/Shot 1.PNG', cardImage)).toEqual({
      src: '/images/projects-Shot-1-540.webp',
      srcSet: [360, 540, 720, 1080]
        .map((width) => `/images/projects-Shot-1-${width}.webp ${width}w`)
        .join(', '),
      sizes: cardImage.sizes,
    });
  });
});

describe('imageVariants', () => {
  it('lists each raster image once per width, and nothing for SVG', () => {
    const variants = imageVariants([
      { source: '/projects/a.jpg', use: cardImage },
      { source: '/projects/a.jpg', use: cardImage },
      { source: '/projects/b.svg', use: cardImage },
      { source: '/quotes/bg.webp', use: backgroundImage },
    ]);
    expect(variants.map((variant) => variant.file)).toEqual([
      ...cardImage.widths.map((width) => `projects-a-${width}.webp`),
      ...backgroundImage.widths.map((width) => `quotes-bg-${width}.webp`),
    ]);
    expect(variants[0]).toEqual({
      file: 'projects-a-360.webp',
      source: '/projects/a.jpg',
      width: 360,
      aspect: 16 / 9,
    });
  });

  it('knows raster images from SVG', () => {
    expect(['a.png', 'a.JPG', 'a.jpeg', 'a.webp', 'a.avif'].every(isRaster)).toBe(true);
    expect(isRaster('a.svg')).toBe(false);
    expect(variantFile('/deep/dir/x.y.png', 360)).toBe('deep-dir-x-y-360.webp');
  });
});
