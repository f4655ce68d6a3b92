import { SiteLink } from '@/components/site-link/site-link';
import type { Project } from '@/lib/content/schemas';
import { cardImage, imageAttributes } from '@/lib/images/variants';
import { isExternal } from '@/lib/urls.mjs';
import styles from './project-grid.module.scss';

interface ProjectCardProps {
  project: Project;
  href: string;
  /** The rest wait until scrolled near. */
  eager: boolean;
  /** Ties the description to the link. */
  id: string;
}

// The title's link covers the card: a screen reader hears a short name; a click anywhere follows.
export function ProjectCard({ project, href, eager, id }: ProjectCardProps) {
  const descriptionId = `${id}-description`;
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>
        <SiteLink
          href={href}
          className={styles.link}
          describedBy={project.description ? descriptionId : undefined}
        >
          <span className={styles.titleText}>{project.title}</span>
          {isExternal(href) && (
            <span className={styles.externalMark} aria-hidden="true">
              ↗
            </span>
          )}
        </SiteLink>
      </h3>
      <img
        className={styles.image}
        {...imageAttributes(project.image, cardImage)}
        alt={project.imageAlt}
        width={cardImage.width}
        height={cardImage.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        // Decoded with the first paint, not in a paint of its own later.
        decoding={eager ? 'sync' : 'async'}
      />
      {project.description && (
        <p id={descriptionId} className={styles.description}>
          {project.description}
        </p>
      )}
      {project.tags && project.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
