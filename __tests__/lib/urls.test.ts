/** @jest-environment node */
import {
  absoluteUrl,
  assetPath,
  basePath,
  isExternal,
  normalizeBasePath,
  pagePath,
  siteRoot,
  siteUrl,
} from '@/lib/urls.mjs';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('normalizeBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['portfolio', '/portfolio'],
    ['/portfolio/', '/portfolio'],
    ['//my/site//', '/my/site'],
    [' /portfolio ', '/portfolio'],
  ])('%j -> %j', (value, expected) => expect(normalizeBasePath(value)).toBe(expected));
});

describe('where the site lives', () => {
  it('works at the root without any setting', () => {
    delete process.env.NEXT_PUBLIC_BASE_PATH;
    delete process.env.BASE_PATH;
    delete process.env.SITE_URL;
    expect(basePath()).toBe('');
    expect(assetPath('/logo.svg')).toBe('/logo.svg');
    expect(assetPath('logo.svg')).toBe('/logo.svg');
    expect(absoluteUrl('/clock/', 'https://me.example.org/')).toBe('https://me.example.org/clock/');
  });

  it('puts the base path and the site address in front when they are set', () => {
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    process.env.SITE_URL = 'https://someone.github.io/';
    expect(siteUrl('https://me.example.org')).toBe('https://someone.github.io');
    expect(assetPath('/projects/calculator.svg')).toBe('/portfolio/projects/calculator.svg');
    expect(absoluteUrl('sitemap.xml', 'https://me.example.org')).toBe(
      'https://someone.github.io/portfolio/sitemap.xml',
    );
  });
});

describe('an address with a path (a GitHub Pages project site)', () => {
  const address = 'https://name.github.io/portfolio';

  it('is written once when BASE_PATH is the same path', () => {
    delete process.env.SITE_URL;
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    expect(siteRoot(address)).toBe('https://name.github.io');
    expect(siteRoot(`${address}/`)).toBe('https://name.github.io');
    expect(absoluteUrl('/writing/a/', address)).toBe('https://name.github.io/portfolio/writing/a/');
  });

  it('is kept as it is without BASE_PATH', () => {
    delete process.env.SITE_URL;
    delete process.env.NEXT_PUBLIC_BASE_PATH;
    delete process.env.BASE_PATH;
    expect(absoluteUrl('/sitemap.xml', address)).toBe(
      'https://name.github.io/portfolio/sitemap.xml',
    );
  });

  it('is not cut where only the end of a segment matches BASE_PATH', () => {
    delete process.env.SITE_URL;
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    expect(absoluteUrl('/', 'https://name.github.io/myportfolio')).toBe(
      'https://name.github.io/myportfolio/portfolio/',
    );
  });
});

describe('isExternal', () => {
  it.each([
    ['https://github.com/someone/project', true],
    ['https://huggingface.co/someone', true],
    ['/clock', false],
    ['clock', false],
    ['', false],
  ])('%j -> %s', (target, expected) => expect(isExternal(target)).toBe(expected));

  it('follows the rule literally: a target containing https:// anywhere is external', () => {
    expect(isExternal('/redirect?to=https://example.org')).toBe(true);
  });
});

describe('pagePath', () => {
  it('gives a page the trailing slash of the export, keeping its query and fragment', () => {
    expect(pagePath('/clock')).toBe('/clock/');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/tags/java/')).toBe('/tags/java/');
    expect(pagePath('/?tag=java')).toBe('/?tag=java');
    expect(pagePath('/quotes#q3')).toBe('/quotes/#q3');
    expect(pagePath('/feed.xml')).toBe('/feed.xml');
  });

  it('puts the base path in front when it is set', () => {
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    expect(pagePath('/clock')).toBe('/portfolio/clock/');
    expect(pagePath('/')).toBe('/portfolio/');
  });
});
