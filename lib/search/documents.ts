// Add a kind's documents to siteDocuments() as pages appear.
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import type { Project } from '@/lib/content/schemas';
import { postPath, posts, type Post } from '@/lib/content/posts';
import { siteTags, tagPath, count } from '@/lib/content/site-tags';
import { cardHref, stories, projectSlug } from '@/lib/content/stories';
import { markdownText } from '@/lib/markdown/plain-text';
import { owner } from '@/lib/content/owner';
import { resume } from '@/lib/content/resume';
import type { Resume } from '@/lib/resume/types';
import { plural } from '@/lib/plural';

export const searchKinds = ['project', 'post', 'demo', 'tag', 'about'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  url: string;
  text: string;
  tags?: string[];
  summary?: string;
}

const demoList = Object.values(demos);
const isDemo = (project: Project) => demoList.some((demo) => demo.path === project.target);

const pagePath = (target: string) =>
  target.startsWith('/') && !target.endsWith('/') ? `${target}/` : target;

export function projectDocuments(list: readonly Project[]): SearchDocument[] {
  return list
    .filter((project) => !isDemo(project))
    .map((project) => ({
      kind: 'project',
      title: project.title,
      url: pagePath(cardHref(project)),
      text: markdownText(stories.find((story) => story.slug === projectSlug(project))?.body ?? ''),
      summary: project.description,
      tags: project.tags ? [...project.tags] : undefined,
    }));
}

export function demoDocuments(list: readonly Project[]): SearchDocument[] {
  return demoList.map((demo) => ({
    kind: 'demo',
    title: demo.title,
    url: pagePath(demo.path),
    text: '',
    summary: demo.description,
    tags: [...(list.find((project) => project.target === demo.path)?.tags ?? [])],
  }));
}

export function postDocuments(list: readonly Post[]): SearchDocument[] {
  return list.map((post) => ({
    kind: 'post',
    title: post.title,
    url: postPath(post.slug),
    text: markdownText(post.body),
    summary: post.summary,
    tags: post.tags,
  }));
}

export function tagDocuments(): SearchDocument[] {
  return siteTags.map((tag) => ({
    kind: 'tag',
    title: tag.label,
    url: tagPath(tag.slug),
    text: '',
    summary: plural(count(tag), 'entry', 'entries'),
  }));
}

export function aboutDocument(cv: Resume): SearchDocument {
  const words = [
    cv.basics?.summary,
    ...(cv.work ?? []).flatMap((job) => [job.name, job.position, job.summary]),
    ...(cv.education ?? []).flatMap((study) => [study.institution, study.area]),
    ...(cv.skills ?? []).flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]),
    ...(cv.languages ?? []).map((language) => language.language),
  ];
  return {
    kind: 'about',
    title: `About ${owner.name}`,
    url: '/about/',
    text: words.filter(Boolean).join('. '),
    summary: owner.tagline,
  };
}

export function siteDocuments(): SearchDocument[] {
  return [
    ...projectDocuments(projects),
    ...postDocuments(posts),
    ...demoDocuments(projects),
    ...tagDocuments(),
    aboutDocument(resume),
  ];
}
