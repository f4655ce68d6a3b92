/** @jest-environment node */
import type { Post } from '@/lib/site/posts';
import type { ProjectPage } from '@/lib/site/stories';
import { blogPosting, breadcrumbs, projectWork } from '@/lib/seo/article-data';
import { expandedNodes, schemaType, valueOf } from '../../fixtures/json-ld';
import { maya as owner } from '../../fixtures/owner';

// The tests' own post and project page: the owner's may have no post, or no story with a source.
const post = {
  slug: 'a-post',
  title: 'A post',
  date: '2024-03-01',
  updated: '2024-04-02',
  tags: ['Robots', 'C++'],
} as Post;
const page = {
  slug: 'gripper',
  project: { title: 'Gripper', tags: ['Robots'] },
  story: { facts: { links: { source: 'https://github.com/maya-okafor/gripper' } } },
} as ProjectPage;

const nodeOf = async (data: object, type: string) =>
  (await expandedNodes(data)).find((node) => schemaType(node)?.includes(type));

describe('structured data of posts and project pages, as a JSON-LD processor reads it', () => {
  it('makes a post a BlogPosting by the owner, with its dates, picture and tags', async () => {
    const data = blogPosting(owner, post, `/writing/${post.slug}/`, 'https://example.org/p.png');
    const posting = await nodeOf(data, 'BlogPosting');
    expect(valueOf(posting, 'headline')).toBe(post.title);
    expect(valueOf(posting, 'datePublished')).toBe(post.date);
    expect(valueOf(posting, 'dateModified')).toBe(post.updated ?? post.date);
    expect(valueOf(posting, 'image')).toBe('https://example.org/p.png');
    expect(valueOf(posting, 'keywords')).toBe(post.tags.join(', '));
    const author = await nodeOf(data, 'Person');
    expect(valueOf(author, 'name')).toBe(owner.name);
    expect(valueOf(posting, 'author')).toBe(author?.['@id']);
  });

  it('makes a project with its source linked SoftwareSourceCode, with its repository', async () => {
    const data = projectWork(owner, page, `/projects/${page.slug}/`, 'https://example.org/p.png');
    const work = await nodeOf(data, 'SoftwareSourceCode');
    expect(valueOf(work, 'name')).toBe(page.project.title);
    expect(valueOf(work, 'codeRepository')).toBe(page.story.facts.links!.source);
  });

  it('gives a page under a section its trail, in order', async () => {
    const data = breadcrumbs(owner, [
      { name: 'Writing', path: '/writing/' },
      { name: 'A post', path: '/writing/a/' },
    ]);
    const items = (await expandedNodes(data)).filter((node) =>
      schemaType(node)?.includes('ListItem'),
    );
    expect(items.map((item) => [valueOf(item, 'position'), valueOf(item, 'name')]).sort()).toEqual([
      [1, 'Writing'],
      [2, 'A post'],
    ]);
  });
});
