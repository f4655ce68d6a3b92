/** @jest-environment node */
// basics.url with a path (https://name.github.io/portfolio) and BASE_PATH: every address the site
// writes for others (sitemap, robots.txt, canonical, og:url, feeds, redirects) names it once.
import { siteAddressWarnings } from '@/lib/site/site-address';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.dontMock('@/lib/content/resume.json');
});

const address = 'https://ada.github.io/portfolio';

function withSite(url: string, base: string) {
  jest.resetModules();
  delete process.env.SITE_URL;
  process.env.NEXT_PUBLIC_BASE_PATH = base;
  process.env.BASE_PATH = base;
  jest.doMock('@/lib/content/resume.json', () => ({
    basics: { name: 'Ada Example', label: 'Architect', url },
  }));
}

async function addresses() {
  const { default: sitemap } = await import('@/app/sitemap');
  const { default: robots } = await import('@/app/robots');
  const { pageMetadata } = await import('@/lib/seo/page-metadata');
  const { sitePage } = await import('@/lib/site/pages');
  const { siteFeeds } = await import('@/components/article/site-feeds');
  const { redirectHtml } = await import('@/lib/site/redirects');
  const { owner } = await import('@/lib/site/owner');
  const post = {
    slug: 'a-post',
    title: 'A post',
    date: '2024-01-02',
    summary: 'About it.',
    tags: [],
    body: '[Home](/) and [about](/about/).',
  };
  const metadata = pageMetadata(sitePage('/about/'));
  const feeds = await siteFeeds(owner, [post]);
  return [
    ...sitemap().map(({ url }) => url),
    String(robots().sitemap),
    String(metadata.alternates?.canonical),
    JSON.stringify(metadata.openGraph),
    feeds.rss,
    feeds.atom,
    feeds.json,
    redirectHtml(
      {
        from: '/old/',
        to: '/writing/a-post/',
        title: 'A post',
        file: 'lib/content/writing/a-post.md',
      },
      owner.siteUrl,
    ),
  ].join('\n');
}

describe('the site’s own addresses when basics.url has a path', () => {
  it.each(['/portfolio', ''])('name the path once, with BASE_PATH %j', async (base) => {
    withSite(address, base);
    const written = await addresses();
    expect(written).toContain('https://ada.github.io/portfolio/about/');
    expect(written).toContain('https://ada.github.io/portfolio/sitemap.xml');
    expect(written).toContain('https://ada.github.io/portfolio/writing/a-post/');
    expect(written).not.toContain('/portfolio/portfolio');
    expect(written).not.toMatch(/https:\/\/ada\.github\.io\/(?!portfolio)/);
  });
});

describe('siteAddressWarnings', () => {
  beforeEach(() => {
    delete process.env.SITE_URL;
    delete process.env.NEXT_PUBLIC_BASE_PATH;
    delete process.env.BASE_PATH;
  });

  it('says nothing for an address without a path, or with BASE_PATH as its path', () => {
    expect(siteAddressWarnings('https://ada.example.org/', undefined)).toEqual([]);
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    expect(siteAddressWarnings('https://ada.example.org', undefined)).toEqual([]);
    expect(siteAddressWarnings(`${address}/`, undefined)).toEqual([]);
  });

  it('names BASE_PATH to set when the address has a path and it is not set', () => {
    expect(siteAddressWarnings(address, undefined)).toEqual([
      'lib/content/resume.json: basics.url "https://ada.github.io/portfolio" has the path /portfolio, but BASE_PATH is not set: links within the site start at the host\'s root; build with BASE_PATH=/portfolio (the GitHub Pages workflow sets it), or give the address without its path',
    ]);
  });

  it('names SITE_URL when it gives the address, and a BASE_PATH the path does not end with', () => {
    process.env.SITE_URL = 'https://ada.example.org/site';
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    expect(siteAddressWarnings(address, 'https://ada.example.org/site')).toEqual([
      'SITE_URL "https://ada.example.org/site" has the path /site, which does not end with BASE_PATH /portfolio: addresses to share start https://ada.example.org/site/portfolio/',
    ]);
  });
});
