/** @jest-environment node */
import { sitePages } from '@/lib/site/pages';
import { postPathOf, postsOfEveryLanguage } from '@/lib/site/posts';
import { linkedPages, pagesBesidePosts } from '@/lib/site/site-paths';
import { siteLanguage } from '@/lib/site/language';

it('names every page the site gathers, whatever the content, before the posts are read', () => {
  const list = postsOfEveryLanguage();
  const named = [...pagesBesidePosts(list), ...list.map(postPathOf)];
  expect(new Set(named)).toEqual(new Set(sitePages().map(({ path }) => path)));
});

it('reads the page a link names, and no page in a file', () => {
  expect(linkedPages('/a')).toEqual(['/a/', '/a/']);
  expect(linkedPages('/a/#part')).toEqual(['/a/', '/a/']);
  expect(linkedPages('/a/index.html?x=1')).toEqual(['/a/index.html', '/a/']);
  expect(linkedPages('/2015/05/21/rnn.html')).toEqual(['/2015/05/21/rnn.html', '/2015/05/21/rnn/']);
  expect(linkedPages('/resume.pdf')).toEqual([]);
  expect(linkedPages('/_next/static/x')).toEqual([]);
});

it('names the series pages of the posts’ series, so a link to one stays a link', () => {
  const part = { series: 'Learning RL', language: siteLanguage };
  expect(pagesBesidePosts([part])).toContain('/series/learning-rl/');
});
