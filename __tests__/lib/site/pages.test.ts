/** @jest-environment node */
import type { Post } from '@/lib/site/posts';
import type { SiteTag } from '@/lib/site/site-tags';
import { seriesPage, tagPage, tagPicture, tagsPicture, writingPicture } from '@/lib/site/pages';

const post = { slug: 'one', title: 'One' } as Post;
const tag = (projects: number, posts: number) =>
  ({
    slug: 'java',
    label: 'Java',
    projects: Array.from({ length: projects }, () => ({})),
    posts: Array.from({ length: posts }, () => post),
  }) as SiteTag;

describe('the share pictures of list pages', () => {
  it('count posts, topics and a tag’s entries in the singular for one', () => {
    expect(writingPicture([post]).subtitle).toBe('1 post');
    expect(writingPicture([post, post]).subtitle).toBe('2 posts');
    expect(tagsPicture([tag(1, 0)]).subtitle).toBe('1 topic');
    expect(tagPicture(tag(1, 1)).subtitle).toBe('1 project · 1 post');
    expect(tagPicture(tag(2, 3)).subtitle).toBe('2 projects · 3 posts');
  });
});

describe('a tag page', () => {
  it('is titled and described in words, with the tag as written', () => {
    expect(tagPage(tag(1, 2))).toMatchObject({
      path: '/tags/java/',
      title: 'Tagged “Java”',
      description: 'Projects and posts about Java.',
    });
  });
});

describe('a series page', () => {
  it('is titled by the series, its picture counting the parts', () => {
    const parts = [post, post, post].map((part, i) => ({ ...part, date: `2024-0${i + 1}-01` }));
    expect(seriesPage({ slug: 'learning-rl', name: 'Learning RL', parts })).toMatchObject({
      kind: 'series',
      path: '/series/learning-rl/',
      title: 'Series “Learning RL”',
      description: 'The posts of the series “Learning RL”, in order.',
      picture: { kind: 'Series', title: 'Learning RL', subtitle: '3 parts' },
      modified: '2024-03-01',
    });
  });
});
