import type { Project } from '@/lib/content/types';
import { ProjectCard } from './project-card';
import styles from './project-grid.module.scss';

/** How many cards can be on the first screen (two rows of two on a desktop). */
const firstScreenful = 2;

export function ProjectGrid({ projects }: { projects: readonly Project[] }) {
  return (
    <ul className={styles.grid}>
      {projects.map((project, index) => (
        <li key={project.target} className={styles.item}>
          <ProjectCard project={project} eager={index < firstScreenful} />
        </li>
      ))}
    </ul>
  );
}
