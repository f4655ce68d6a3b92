/** @jest-environment node */
// A site in English and French searches both, the page's language first.
import type { SearchDocument } from '@/lib/search/documents';
import { buildIndex, loadIndex, searchSite } from '@/lib/search/engine';

jest.mock('@/lib/content/owner', () => ({
  ...jest.requireActual('@/lib/content/owner'),
  languages: ['en', 'fr'],
}));

const post = (title: string, url: string): SearchDocument => ({
  kind: 'post',
  title,
  url,
  text: '',
});
const documents = [
  post('Matrices, a primer', '/writing/matrices/'),
  post('Les matrices', '/fr/writing/matrices/'),
];

it('finds each language’s pages, the page’s language first', async () => {
  const index = await loadIndex(JSON.parse(JSON.stringify(buildIndex(documents))));
  const urls = (language?: string) =>
    searchSite(index, 'matrices', { language }).flatMap((group) =>
      group.hits.map((hit) => hit.url),
    );
  expect(urls('fr')).toEqual(['/fr/writing/matrices/', '/writing/matrices/']);
  expect(urls('en')).toEqual(['/writing/matrices/', '/fr/writing/matrices/']);
});

it('lists a page under one title once: in the page’s language, where it has that page', async () => {
  const demo = (url: string): SearchDocument => ({
    kind: 'demo',
    title: 'Calculator',
    url,
    text: '',
  });
  const index = await loadIndex(
    JSON.parse(JSON.stringify(buildIndex([demo('/calculator/'), demo('/fr/calculator/')]))),
  );
  const urls = (language: string) =>
    searchSite(index, 'calculator', { language }).flatMap((group) =>
      group.hits.map((hit) => hit.url),
    );
  expect(urls('fr')).toEqual(['/fr/calculator/']);
  expect(urls('en')).toEqual(['/calculator/']);
});
