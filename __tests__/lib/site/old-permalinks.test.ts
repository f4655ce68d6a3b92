/** @jest-environment node */
import {
  oldAddress,
  permalinkProblem,
  postRedirectsOf,
  type OldPost,
} from '@/lib/site/old-permalinks';
import { oldPermalinkProblems, postPath } from '@/lib/site/posts';

const jekyll: OldPost = {
  slug: 'visualizing-tweeps-in-javascript',
  date: '2014-07-02',
  file: 'lib/content/writing/2014-07-02-visualizing-tweeps-in-Javascript.markdown',
  title: 'Visualizing tweeps',
  categories: ['Data Science', 'js'],
  aliases: [],
};
const bundle: OldPost = {
  slug: 'wahoo-thoughts',
  date: '2021-10-19',
  file: 'lib/content/writing/2021/10/19/wahoo-thoughts/index.md',
  title: 'Wahoo',
  categories: [],
  aliases: ['/posts/wahoo-thoughts/'],
};

it('writes Jekyll’s styles and its or Hugo’s patterns as the old blog did, case kept', () => {
  expect(oldAddress('pretty', jekyll)).toBe(
    '/data-science/js/2014/07/02/visualizing-tweeps-in-Javascript/',
  );
  expect(oldAddress('date', bundle)).toBe('/2021/10/19/wahoo-thoughts.html');
  expect(oldAddress('none', bundle)).toBe('/wahoo-thoughts.html');
  expect(oldAddress('ordinal', bundle)).toBe('/2021/292/wahoo-thoughts.html');
  expect(oldAddress('/:year/:month/:day/:title/', jekyll)).toBe(
    '/2014/07/02/visualizing-tweeps-in-Javascript/',
  );
  expect(oldAddress('/posts/:slug/', bundle)).toBe('/posts/wahoo-thoughts/');
  expect(oldAddress('/blog/:i_month/:filename', { ...bundle, date: '2021-03-09' })).toBe(
    '/blog/3/wahoo-thoughts',
  );
});

it('names a pattern it cannot follow, in the owner’s file', () => {
  expect(permalinkProblem('/:year/:title/')).toBeUndefined();
  expect(oldPermalinkProblems('/:section/:slug/')).toEqual([
    'lib/content/owner.ts: oldPermalink "/:section/:slug/": :section is not known here; write that part of the address as it was (/blog/:slug/)',
  ]);
  expect(oldPermalinkProblems('posts/:slug')).toEqual([
    'lib/content/owner.ts: oldPermalink "posts/:slug" is neither pretty, date, ordinal or none nor a path starting with /',
  ]);
});

it('keeps every post’s old address beside its aliases, each address once and never its own', () => {
  const redirects = postRedirectsOf([jekyll, bundle], postPath, '/posts/:slug/');
  expect(redirects.map(({ from, to }) => [from, to])).toEqual([
    ['/posts/visualizing-tweeps-in-Javascript/', '/writing/visualizing-tweeps-in-javascript/'],
    ['/posts/wahoo-thoughts/', '/writing/wahoo-thoughts/'],
  ]);
  expect(postRedirectsOf([bundle], postPath, '/writing/:slug/')).toEqual([
    {
      from: '/posts/wahoo-thoughts/',
      to: '/writing/wahoo-thoughts/',
      title: 'Wahoo',
      file: bundle.file,
    },
  ]);
  expect(postRedirectsOf([bundle], postPath)).toHaveLength(1);
});
