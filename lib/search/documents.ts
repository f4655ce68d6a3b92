// What search finds: every page of the inventory that is searched, and the projects elsewhere that
// have no page of their own here.
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import type { Project } from '@/lib/site/schemas';
import { storyPath } from '@/lib/site/stories';
import { owner } from '@/lib/site/owner';
import { sitePages, type SitePage } from '@/lib/site/pages';

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

// A result names what it finds, not the page's title: "C++", not "Tagged “C++”".
const resultTitle: Partial<Record<SearchKind, (page: SitePage) => string>> = {
  tag: (page) => page.picture.title,
  about: () => `About ${owner.name}`,
};

function pageDocument(page: SitePage): SearchDocument {
  const { kind, ...search } = page.search!();
  const title = resultTitle[kind]?.(page) ?? (page.title as string);
  return { kind, title, url: page.path, ...search };
}

const elsewhere = (project: Project): SearchDocument => ({
  kind: 'project',
  title: project.title,
  url: project.target,
  text: '',
  summary: project.description,
  tags: project.tags ? [...project.tags] : undefined,
});

const isDemo = (project: Project) =>
  Object.values(demos).some((demo) => demo.path === project.target);

export function siteDocuments(pages = sitePages(), cards = projects): SearchDocument[] {
  const searched = pages.filter((page) => page.search).map(pageDocument);
  // Projects in the order of their cards, each at its page where it has one.
  const projectDocuments = cards
    .filter((project) => !isDemo(project))
    .map((project) => {
      const story = storyPath(project);
      return searched.find((document) => document.url === story) ?? elsewhere(project);
    });
  const rest = searched.filter((document) => document.kind !== 'project');
  const rank = (document: SearchDocument) => searchKinds.indexOf(document.kind);
  return [...projectDocuments, ...rest.sort((a, b) => rank(a) - rank(b))];
}
