import type { Project } from '@/lib/site/schemas';
import { tagSlug } from '@/lib/tags';
import { ProjectCard } from './project-card';
import styles from './project-grid.module.scss';

/** The first row on a desktop: cards that may show on the first screen. */
const firstScreenful = 2;

interface ProjectGridProps {
  projects: readonly Project[];
  labelledBy: string;
  /** A project's own page, where it has one (lib/site/stories.ts `storyPath`). */
  storyOf: (project: Project) => string | undefined;
}

export function ProjectGrid({ projects, labelledBy, storyOf }: ProjectGridProps) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {projects.map((project, index) => (
        // The tag filter's style rules show or hide the card by data-tags (lib/tags.ts).
        <li
          key={project.target}
          className={styles.item}
          data-tags={(project.tags ?? []).map(tagSlug).join(' ')}
        >
          <ProjectCard
            project={project}
            story={storyOf(project)}
            eager={index < firstScreenful}
            id={`project-${index}`}
          />
        </li>
      ))}
    </ul>
  );
}
