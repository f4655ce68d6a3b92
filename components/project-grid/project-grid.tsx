import type { Project } from '@/lib/content/types';
import { tagSlug } from '@/lib/tags';
import { ProjectCard } from './project-card';
import styles from './project-grid.module.scss';

/** How many cards can be on the first screen (two rows of two on a desktop). */
const firstScreenful = 2;

interface ProjectGridProps {
  projects: readonly Project[];
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

export function ProjectGrid({ projects, labelledBy }: ProjectGridProps) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {projects.map((project, index) => (
        // data-tags: the tag filter's style rules show or hide the card by it (lib/tags.ts).
        <li
          key={project.target}
          className={styles.item}
          data-tags={(project.tags ?? []).map(tagSlug).join(' ')}
        >
          <ProjectCard project={project} eager={index < firstScreenful} id={`project-${index}`} />
        </li>
      ))}
    </ul>
  );
}
