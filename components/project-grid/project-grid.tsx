import type { Project } from '@/lib/content/schemas';
import { tagSlug } from '@/lib/tags';
import { ProjectCard } from './project-card';
import styles from './project-grid.module.scss';

/** How many cards can be on the first screen (one row of two on a desktop). */
const firstScreenful = 2;

interface ProjectGridProps {
  projects: readonly Project[];
  /** The id of the heading that names the grid. */
  labelledBy: string;
  /** Where a card leads: its project's page where it has one (lib/content/stories.ts). */
  hrefOf?: (project: Project) => string;
}

export function ProjectGrid({
  projects,
  labelledBy,
  hrefOf = (project) => project.target,
}: ProjectGridProps) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {projects.map((project, index) => (
        // data-tags: the tag filter's style rules show or hide the card by it (lib/tags.ts).
        <li
          key={project.target}
          className={styles.item}
          data-tags={(project.tags ?? []).map(tagSlug).join(' ')}
        >
          <ProjectCard
            project={project}
            href={hrefOf(project)}
            eager={index < firstScreenful}
            id={`project-${index}`}
          />
        </li>
      ))}
    </ul>
  );
}
