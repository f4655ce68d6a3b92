import { SiteLink } from '@/components/site-link/site-link';
import type { Project } from '@/lib/site/schemas';
import { cardImage, imageAttributes } from '@/lib/images/variants';
import { isExternal } from '@/lib/urls.mjs';
import styles from './project-grid.module.scss';

interface ProjectCardProps {
  project: Project;
  /** The project's own page, shown as a second link after the target. */
  story: string | undefined;
  /** The rest wait until scrolled near. */
  eager: boolean;
  /** Ties the description to the link. */
  id: string;
}

// The title's link is the card's target, as the spec says, and covers the card: a screen reader
// hears a short name; a click anywhere but the story link follows it.
export function ProjectCard({ project, story, eager, id }: ProjectCardProps) {
  const href = project.target;
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
      {story && <StoryLink href={story} title={project.title} className={styles.story} />}
    </article>
  );
}

interface StoryLinkProps {
  href: string;
  title: string;
  className?: string;
}

/** A project's own page, wherever the project is linked: its name says whose story it is. */
export function StoryLink({ href, title, className }: StoryLinkProps) {
  return (
    <SiteLink href={href} className={className}>
      Read the story<span className="visually-hidden"> of {title}</span>
      <span aria-hidden="true">&nbsp;→</span>
    </SiteLink>
  );
}
