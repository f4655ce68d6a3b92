// Every searched page of the inventory, and the projects that have no page here.
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import type { Project } from '@/lib/schema/content';
import { storyPath } from '@/lib/site/stories';
import { owner } from '@/lib/site/owner';
import { fillIn } from '@/lib/words/elision';
import { languageOfPage, sitePages, type PageSearch, type SitePage } from '@/lib/site/pages';
import { wordsOf } from '@/lib/site/words';
import { otherLanguages } from '@/lib/site/language';

export type SearchKind = PageSearch['kind'];
// The order results are ranked in, kind by kind.
const searchKinds: readonly SearchKind[] = ['project', 'post', 'demo', 'tag', 'about'];

export type SearchDocument = PageSearch & { title: string; url: string };

// A result names what it finds, not the page's title: "C++", not "Tagged “C++”".
const resultTitle: Partial<Record<SearchKind, (page: SitePage) => string>> = {
  tag: (page) => page.picture.title,
  about: (page) => {
    const language = languageOfPage(page);
    return fillIn(language, wordsOf(language).search.aboutOwner, { name: owner.name });
  },
};

function pageDocument(page: SitePage): SearchDocument {
  const { kind, ...search } = page.search!();
  const title = resultTitle[kind]?.(page) ?? (page.title as string);
  return { kind, title, url: page.path, ...search };
}

const elsewhere = ({ title, target, description, tags }: Project): SearchDocument => {
  const copy = tags ? [...tags] : undefined;
  return { kind: 'project', title, url: target, text: '', summary: description, tags: copy };
};

export function siteDocuments(pages = sitePages(), cards = projects): SearchDocument[] {
  const searched = pages.filter((page) => page.search).map(pageDocument);
  // Projects in the order of their cards, each at its page where it has one, then its pages in
  // the other languages.
  const projectDocuments = cards
    .filter((project) => !Object.values(demos).some((demo) => demo.path === project.target))
    .flatMap((project) => {
      const story = storyPath(project);
      const translated = otherLanguages
        .map((language) => storyPath(project, language))
        .filter((path) => path !== story);
      return [
        searched.find((document) => document.url === story) ?? elsewhere(project),
        ...searched.filter((document) => translated.includes(document.url)),
      ];
    });
  const rest = searched.filter((document) => document.kind !== 'project');
  const rank = (document: SearchDocument) => searchKinds.indexOf(document.kind);
  return [...projectDocuments, ...rest.sort((a, b) => rank(a) - rank(b))];
}
