/** @jest-environment node */
// Adding a plain page, /uses/, is its route file and this one entry: every output follows.
import type { SitePage } from '@/lib/site/pages';

const uses: SitePage = {
  kind: 'page',
  path: '/uses/',
  title: 'Uses',
  description: 'The tools I work with.',
  picture: { kind: 'Page', title: 'Uses', subtitle: 'The tools I work with.' },
  search: () => ({ kind: 'about', text: 'A keyboard, an editor and a terminal.' }),
};

jest.mock('@/lib/site/pages', () => {
  const actual = jest.requireActual<typeof import('@/lib/site/pages')>('@/lib/site/pages');
  const pages = () => [...actual.sitePages(), uses];
  return {
    ...actual,
    sitePages: pages,
    sitePage: (path: string) => pages().find((page) => page.path === path),
  };
});

import sitemap from '@/app/sitemap';
import { generateStaticParams as sharePictures } from '@/app/share/[...slug]/route';
import { ruleFor } from '@/lib/budgets/check';
import budgets from '@/lib/budgets/budgets.json';
import { siteDocuments } from '@/lib/search/documents';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';

describe('a page added to the inventory', () => {
  it('is in the sitemap', () => {
    // Whatever the owner's address (it may have a path of its own).
    expect(sitemap().filter(({ url }) => url.endsWith('/uses/'))).toHaveLength(1);
  });

  it('gets its share picture drawn, and metadata that names it', () => {
    expect(sharePictures()).toContainEqual({ slug: ['uses.png'] });
    const metadata = pageMetadata(sitePage('/uses/'));
    expect(metadata.title).toBe('Uses');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/uses\/$/);
    expect(JSON.stringify(metadata.openGraph)).toContain('/share/uses.png');
  });

  it('is found by search', () => {
    expect(siteDocuments()).toContainEqual(
      expect.objectContaining({ url: '/uses/', text: 'A keyboard, an editor and a terminal.' }),
    );
  });

  it('falls under a budget, as a content page', () => {
    expect(ruleFor('/uses/', 'page', budgets.rules).rule?.kind).toBe('content page');
  });
});
