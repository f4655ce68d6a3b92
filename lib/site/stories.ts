import { slug as slugOf } from 'github-slugger';
import { contentFiles } from './content-files';
import { readMarkdownFolder } from './markdown-files';
import { projects } from '../content/projects';
import { storySchema, type Project } from '../schema/content';
import { derived, freshFrom } from './fresh';

export type ProjectPage = ReturnType<typeof projectPages>[number];

const projectSlug = (project: Project) => project.slug ?? slugOf(project.title);

const read = freshFrom([contentFiles.stories], () =>
  readMarkdownFolder(contentFiles.stories, storySchema),
);

export const projectPages = derived(
  () => [read().entries] as const,
  (entries) =>
    projects.flatMap((project) => {
      const slug = projectSlug(project);
      const story = entries.find((entry) => entry.slug === slug);
      return story ? [{ slug, project, story }] : [];
    }),
);

export const projectPagePath = (slug: string) => `/projects/${slug}/`;

export function storyPath(project: Project): string | undefined {
  const slug = projectSlug(project);
  return projectPages().some((page) => page.slug === slug) ? projectPagePath(slug) : undefined;
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
