// What the site's search finds: one document per page or thing a visitor may look for, gathered
// from the owner's content at build time. Add a kind's documents to siteDocuments() as pages appear.
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import type { Project } from '@/lib/content/types';
import { tagCounts } from '@/lib/tags';

export const searchKinds = ['project', 'post', 'demo', 'tag', 'about'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  /** A path of this site ('/projects/x/'), or another site's https:// address. */
  url: string;
  /** The body's words. */
  text: string;
  tags?: string[];
  summary?: string;
}

const demoList = Object.values(demos);
const isDemo = (project: Project) => demoList.some((demo) => demo.path === project.target);

/** A path as the exported site serves it: '/clock' -> '/clock/'. */
const pagePath = (target: string) =>
  target.startsWith('/') && !target.endsWith('/') ? `${target}/` : target;

export function projectDocuments(list: readonly Project[]): SearchDocument[] {
  return list
    .filter((project) => !isDemo(project))
    .map((project) => ({
      kind: 'project',
      title: project.title,
      url: pagePath(project.target),
      text: '',
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

/** Each tag leads to the home page's grid filtered by it, until the tag pages exist. */
export function tagDocuments(list: readonly { tags?: readonly string[] }[]): SearchDocument[] {
  return tagCounts(list).map(({ slug, label, count }) => ({
    kind: 'tag',
    title: label,
    url: `/?tag=${encodeURIComponent(slug)}`,
    text: '',
    summary: `${count} ${count === 1 ? 'project' : 'projects'}`,
  }));
}

/** Every document the search index holds. */
export function siteDocuments(): SearchDocument[] {
  return [...projectDocuments(projects), ...demoDocuments(projects), ...tagDocuments(projects)];
}
