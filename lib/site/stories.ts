import { slug as slugOf } from 'github-slugger';
import { contentFiles } from './content-files';
import { readMarkdownFolder } from './markdown-files';
import { projects } from '../content/projects';
import { storySchema, type Project } from '../schema/content';
import { derived, freshFrom } from './fresh';
import { inLanguage, siteLanguage } from './language';

export type ProjectPage = ReturnType<typeof projectPages>[number];

const projectSlug = (project: Project) => project.slug ?? slugOf(project.title);

const read = freshFrom([contentFiles.stories], () =>
  readMarkdownFolder(contentFiles.stories, storySchema),
);

type Story = ReturnType<typeof read>['entries'][number];

/**
 * The projects with a story in `language`. A story's language is its file name's
 * (`lunar-lander.fr.md`), else the default; a translation tells the story in its own words, and the
 * facts it leaves out (dates, stack, links) are the original's.
 */
export const pagesOf = (entries: readonly Story[], language: string) =>
  projects.flatMap((project) => {
    const slug = projectSlug(project);
    const find = (tag: string) =>
      entries.find((entry) => entry.slug === slug && (entry.language ?? siteLanguage) === tag);
    const story = find(language);
    if (!story) return [];
    const original = language === siteLanguage ? undefined : find(siteLanguage)?.facts;
    const facts = original && {
      ...original,
      ...story.facts,
      links: { ...original.links, ...story.facts.links },
    };
    return [{ slug, project, story: facts ? { ...story, facts } : story, language }];
  });

/** The projects with a story in the default language. */
export const projectPages = derived(
  () => [read().entries] as const,
  (entries) => pagesOf(entries, siteLanguage),
);

/** The projects with a story in `language`. */
export const projectPagesIn = (language: string) =>
  language === siteLanguage ? projectPages() : pagesOf(read().entries, language);

export const projectPagePath = (slug: string, language = siteLanguage) =>
  inLanguage(language, `/projects/${slug}/`);

/** A card's story: in `language` where it is written in it, else in the default language. */
export function storyPath(project: Project, language = siteLanguage): string | undefined {
  const slug = projectSlug(project);
  const has = (pages: readonly ProjectPage[]) => pages.some((page) => page.slug === slug);
  if (has(projectPagesIn(language))) return projectPagePath(slug, language);
  return has(projectPages()) ? projectPagePath(slug) : undefined;
}

export function storyProblems(
  entries: readonly { slug: string; file: string }[] = read().entries,
  cards: readonly Project[] = projects,
): string[] {
  const slugs = cards.map(projectSlug);
  return [
    ...entries.flatMap(({ slug, file }) =>
      slugs.includes(slug)
        ? []
        : `${file}: no project in ${contentFiles.projects} has the slug "${slug}" (give the project slug: '${slug}', or rename the file)`,
    ),
    ...slugs.flatMap((slug, index) => {
      const first = slugs.indexOf(slug);
      return first === index
        ? []
        : `${contentFiles.projects}: projects[${first}] and projects[${index}] share the slug "${slug}": give one a slug of its own`;
    }),
  ];
}

export const stories = () => read().entries;

/** Every story file whose body reads, those with a front matter problem too (for the check). */
export const storyDocuments = () => read().documents;

export const storyFileProblems = () => read().problems;

export const storyNotes = () => read().notes;
