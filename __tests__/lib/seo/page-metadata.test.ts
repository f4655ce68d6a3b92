/** @jest-environment node */
import { owner } from '@/lib/site/owner';
import { pageMetadata } from '@/lib/seo/page-metadata';

const post = {
  title: 'Drawing share pictures',
  description: 'How the site draws them.',
  path: '/writing/share-pictures/',
  picture: { kind: 'Post', title: 'Drawing share pictures', subtitle: '1 May 2026' },
  type: 'article' as const,
  publishedTime: '2026-05-01T00:00:00.000Z',
  tags: ['Next.js', 'Images'],
};

describe('pageMetadata', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('gives absolute URLs under SITE_URL and BASE_PATH', () => {
    process.env.SITE_URL = 'https://ada.example/';
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    const metadata = pageMetadata(post);
    const url = 'https://ada.example/portfolio/writing/share-pictures/';
    expect(metadata.alternates?.canonical).toBe(url);
    expect(metadata.openGraph).toMatchObject({
      url,
      title: post.title,
      description: post.description,
      images: [
        {
          url: 'https://ada.example/portfolio/share/writing/share-pictures.png',
          width: 1200,
          height: 630,
          alt: `Post: Drawing share pictures, 1 May 2026 (${owner.name})`,
        },
      ],
    });
    // The picture once, as og:image, which X reads too.
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', images: [] });
  });

  it("follows the owner's siteUrl at the root when nothing is set", () => {
    delete process.env.SITE_URL;
    delete process.env.NEXT_PUBLIC_BASE_PATH;
    delete process.env.BASE_PATH;
    const metadata = pageMetadata({ ...post, path: '/' });
    // Written with or without its last slash, the address has one before the page's path.
    expect(metadata.alternates?.canonical).toBe(`${owner.siteUrl.replace(/\/+$/, '')}/`);
  });

  it('marks a post as an article, with its date and tags', () => {
    expect(pageMetadata(post).openGraph).toMatchObject({
      type: 'article',
      publishedTime: post.publishedTime,
      tags: post.tags,
    });
    expect(pageMetadata({ ...post, type: undefined }).openGraph).toMatchObject({
      type: 'website',
    });
    expect(pageMetadata({ ...post, type: undefined }).openGraph).not.toHaveProperty(
      'publishedTime',
    );
  });

  it('keeps the title as given, for the layout to add the owner', () => {
    expect(pageMetadata(post).title).toBe(post.title);
    const home = pageMetadata({ ...post, title: { absolute: 'Ada · Portfolio' } });
    expect(home.title).toEqual({ absolute: 'Ada · Portfolio' });
    expect(home.openGraph?.title).toBe('Ada · Portfolio');
  });
});
