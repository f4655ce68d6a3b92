import { SiteLink } from '@/components/site-link/site-link';
import type { Project } from '@/lib/schema/content';
import { cardImage, imageAttributes } from '@/lib/images/variants';
import { tagSlug } from '@/lib/tags';
import { isExternal } from '@/lib/urls.mjs';
import { ownWordsLang, pageLanguage, pageWords } from '@/components/site-document/page-language';
import { shownIn } from '@/lib/site/shown-in';
import { dirOf, inLanguage, siteLanguage } from '@/lib/site/language';
import { fillParts } from '@/lib/words/format';
import { elided } from '@/lib/words/elision';
import styles from './project-grid.module.scss';

/** The first row on a desktop: cards that may show on the first screen. */
const firstScreenful = 2;

interface ProjectGridProps {
  projects: readonly Project[];
  labelledBy: string;
  /** A project's own page, where it has one (lib/site/stories.ts `storyPath`). */
  storyOf: (project: Project) => string | undefined;
}

// The title's link is the card's target, as the spec says, and covers the card: a screen reader
// hears a short name; a click anywhere but the story link follows it.
export function ProjectGrid({ projects, labelledBy, storyOf }: ProjectGridProps) {
  const words = pageWords();
  const language = pageLanguage();
  const own = ownWordsLang();
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {projects.map((original, index) => {
        const project = shownIn(original, language);
        // Each word the translation left is marked, not the card: the page's own words in it
        // (the tags' list's name, a link's "opens in a new tab") are read in the page's voice.
        const mark = (field: 'title' | 'description' | 'imageAlt') =>
          ownWordsLang(project.translated(field));
        // A demo's page in the page's language.
        const href = isExternal(project.target)
          ? project.target
          : inLanguage(language, project.target);
        const story = storyOf(original);
        // Ties the description to the link.
        const descriptionId = `project-${index}-description`;
        // The rest wait until scrolled near.
        const eager = index < firstScreenful;
        return (
          // The tag filter's style rules show or hide the card by data-tags (lib/tags.ts).
          <li
            key={href}
            className={styles.item}
            data-tags={(project.tags ?? []).map(tagSlug).join(' ')}
          >
            <article className={styles.card}>
              <h3 className={styles.title}>
                <SiteLink
                  href={href}
                  className={styles.link}
                  describedBy={project.description ? descriptionId : undefined}
                >
                  <span className={styles.titleText} {...mark('title')}>
                    {project.title}
                  </span>
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
                {...mark('imageAlt')}
                width={cardImage.width}
                height={cardImage.height}
                loading={eager ? 'eager' : 'lazy'}
                // The first alone: a phone's largest paint, which no other picture delays (React
                // would preload the other eager ones, at the browser's high priority).
                fetchPriority={index === 0 ? 'high' : eager ? 'low' : undefined}
                // Decoded with the first paint, not in a paint of its own later.
                decoding={eager ? 'sync' : 'async'}
              />
              {project.description ? (
                <p id={descriptionId} className={styles.description} {...mark('description')}>
                  {project.description}
                </p>
              ) : null}
              {project.tags?.length ? (
                <ul className={styles.tags} aria-label={words.site.tags}>
                  {project.tags.map((tag) => (
                    <li key={tag} className={styles.tag} {...own}>
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
              {story ? (
                <StoryLink href={story} title={project.title} className={styles.story} />
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

interface StoryLinkProps {
  href: string;
  title: string;
  className?: string;
}

/** A project's own page, wherever the project is linked: its name says whose story it is. */
// A story the owner did not translate is the default language's page: the link says so.
function storyLanguage(href: string) {
  const language = pageLanguage();
  const away = language !== siteLanguage && !href.startsWith(inLanguage(language, '/'));
  return away ? siteLanguage : undefined;
}

export function StoryLink({ href, title, className }: StoryLinkProps) {
  const words = pageWords();
  return (
    <SiteLink href={href} className={className} hrefLang={storyLanguage(href)}>
      {words.projects.readStory}
      <span className="visually-hidden">
        {fillParts(elided(pageLanguage(), words.projects.storyOf, { title }), { title })}
      </span>
      {/* Pointing the way the line reads. */}
      <span aria-hidden="true">{dirOf(pageLanguage()) === 'rtl' ? '\u00a0←' : '\u00a0→'}</span>
    </SiteLink>
  );
}
