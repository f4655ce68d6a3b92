import { SiteLink } from '@/components/site-link/site-link';
import type { Project } from '@/lib/content/types';
import { cardImage, imageAttributes } from '@/lib/images/variants';
import { isExternal } from '@/lib/urls.mjs';
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
        {...imageAttributes(project.image, cardImage)}
        alt={project.imageAlt}
        width={cardImage.width}
        height={cardImage.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        // The first screenful is decoded with the first paint, not in a paint of its own later.
        decoding={eager ? 'sync' : 'async'}
      />
    </SiteLink>
  );
}
