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
  it('publishes an SVG as it is, with no srcset, under a name of the build', () => {
    expect(imageAttributes('/projects/a.svg', cardImage)).toEqual({
      src: `/images/${variantFile('/projects/a.svg')}`,
    });
    expect(variantFile('/projects/a.svg')).toMatch(/^projects-a-[0-9a-f]{8}\.svg$/);
  });

  it('offers every WebP copy of a raster image with the layout’s sizes', () => {
    const name = variantFile('/projects/Shot 1.PNG', 540).replace(/-540\.webp$/, '');
    expect(name).toMatch(/^projects-Shot-1-[0-9a-f]{8}$/);
    expect(imageAttributes('/projects/Shot 1.PNG', cardImage)).toEqual({
      src: `/images/${name}-540.webp`,
      srcSet: [360, 540, 720, 1080]
        .map((width) => `/images/${name}-${width}.webp ${width}w`)
        .join(', '),
      sizes: cardImage.sizes,
    });
  });
});

describe('imageVariants', () => {
  it('lists each raster image once per width, and an SVG once', () => {
    const variants = imageVariants([
      { source: '/projects/a.jpg', use: cardImage },
      { source: '/projects/a.jpg', use: cardImage },
      { source: '/projects/b.svg', use: cardImage },
      { source: '/quotes/bg.webp', use: backgroundImage },
    ]);
    expect(variants.map((variant) => variant.file)).toEqual([
      ...cardImage.widths.map((width) => variantFile('/projects/a.jpg', width)),
      variantFile('/projects/b.svg'),
      ...backgroundImage.widths.map((width) => variantFile('/quotes/bg.webp', width)),
    ]);
    expect(variants[0]).toEqual({
      file: variantFile('/projects/a.jpg', 360),
      source: '/projects/a.jpg',
      width: 360,
      aspect: 16 / 9,
    });
  });

  it('makes one set of copies of a picture written percent-encoded and plain', () => {
    const variants = imageVariants([
      { source: '/old blog/my plan.png', use: cardImage },
      { source: '/old%20blog/my%20plan.png', use: cardImage },
      { source: '/old%20blog/logo%201.svg', use: cardImage },
      { source: '/old blog/logo 1.svg', use: cardImage },
    ]);
    expect(variants).toHaveLength(cardImage.widths.length + 1);
    expect(variantFile('/old%20blog/my%20plan.png', 360)).toBe(
      variantFile('/old blog/my plan.png', 360),
    );
  });

  it('knows raster images from SVG', () => {
    expect(['a.png', 'a.JPG', 'a.jpeg', 'a.webp', 'a.avif'].every(isRaster)).toBe(true);
    expect(isRaster('a.svg')).toBe(false);
    expect(variantFile('/deep/dir/x.y.png', 360)).toMatch(/^deep-dir-x-y-[0-9a-f]{8}-360\.webp$/);
  });

  it('gives every picture copies of its own, named so any URL carries them', () => {
    const sources = [
      '/projects/项目.png',
      '/projects/作品.png',
      '/projects/a.b.png',
      '/projects/a-b.png',
      '/projects/a b.png',
      '/projects/a#1.png',
      '/projects/100%.png',
      '/projects/two words.svg',
      '/projects/what?.svg',
    ];
    const files = sources.map((source) =>
      variantFile(source, source.endsWith('.svg') ? undefined : 540),
    );
    expect(new Set(files).size).toBe(sources.length);
    for (const file of files) expect(file).toMatch(/^[A-Za-z0-9_-]+\.(webp|svg)$/);
    // The same picture keeps its names from build to build (cached copies and the offline list).
    expect(variantFile('/projects/项目.png', 540)).toBe(files[0]);
  });
});
