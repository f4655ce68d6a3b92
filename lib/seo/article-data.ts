import type { Post } from '../site/posts';
import type { ProjectPage } from '../site/stories';
import type { Owner } from '../site/owner';
import { absoluteUrl } from '../urls.mjs';

export type Thing = Record<string, unknown>;

export const context = 'https://schema.org';

const author = (owner: Owner) => ({
  '@type': 'Person',
  '@id': absoluteUrl('/#owner', owner.siteUrl),
  name: owner.name,
  url: absoluteUrl('/', owner.siteUrl),
});

export function breadcrumbs(owner: Owner, trail: readonly { name: string; path: string }[]): Thing {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path, owner.siteUrl),
    })),
  };
}

export const blogPosting = (owner: Owner, post: Post, path: string, image: string): Thing => ({
  '@context': context,
  '@type': 'BlogPosting',
  headline: post.title,
  ...(post.summary && { description: post.summary }),
  datePublished: post.date,
  dateModified: post.updated ?? post.date,
  author: author(owner),
  image,
  ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  url: absoluteUrl(path, owner.siteUrl),
  mainEntityOfPage: absoluteUrl(path, owner.siteUrl),
});

export function projectWork(owner: Owner, page: ProjectPage, path: string, image: string): Thing {
  const { project, story } = page;
  const source = story.facts.links?.source;
  return {
    '@context': context,
    '@type': source ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.title,
    ...(project.description && { description: project.description }),
    url: absoluteUrl(path, owner.siteUrl),
    ...(source && { codeRepository: source }),
    ...(project.tags?.length && { keywords: project.tags.join(', ') }),
    ...(story.facts.start && { dateCreated: story.facts.start }),
    author: author(owner),
    image,
  };
}
