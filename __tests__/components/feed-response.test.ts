/** @jest-environment node */
import { feedResponse } from '@/components/article/feed-response';
import { siteLanguage } from '@/lib/site/language';

// The routes' posts, this test's own: a list that is another object after an edit, as in `next dev`.
const post = (title: string) => ({
  slug: 'a-post',
  title,
  date: '2024-05-01',
  summary: 'About it.',
  tags: [],
  body: `The whole of ${title}.`,
  language: siteLanguage,
});
let list = [post('The first draft')];
jest.mock('@/lib/site/posts', () => ({
  ...jest.requireActual('@/lib/site/posts'),
  postsIn: () => list,
  postsOfEveryLanguage: () => list,
}));

it('answers each feed with the posts as they are now, edited ones included', async () => {
  const rss = await (await feedResponse('rss', siteLanguage)).text();
  expect(rss).toContain('The first draft');
  expect((await feedResponse('json', siteLanguage)).headers.get('Content-Type')).toBe(
    'application/feed+json',
  );
  list = [post('The second draft')];
  const atom = await (await feedResponse('atom', siteLanguage)).text();
  expect(atom).toContain('The second draft');
  expect(atom).not.toContain('The first draft');
});
