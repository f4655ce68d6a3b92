import { SiteLink } from '@/components/site-link/site-link';
import { assetPath } from '@/lib/urls.mjs';
import { isExternal } from '@/lib/urls.mjs';
import { cardImage, type Project } from '@/lib/projects';
import styles from './project-grid.module.scss';

interface ProjectCardProps {
  project: Project;
  /** Cards in the first screenful load their image at once; the rest wait until scrolled near. */
  eager: boolean;
}

export function ProjectCard({ project, eager }: ProjectCardProps) {
  return (
    <SiteLink href={project.target} className={styles.card}>
      <h2 className={styles.title}>
        {project.title}
        {isExternal(project.target) && (
          <span className={styles.externalMark} aria-hidden="true">
            ↗
          </span>
        )}
      </h2>
      <img
        className={styles.image}
        src={assetPath(project.image)}
        alt={project.imageAlt}
        width={cardImage.width}
        height={cardImage.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </SiteLink>
  );
}
