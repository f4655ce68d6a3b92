import { StoryLink } from '@/components/project-grid/project-grid';
import { SiteLink } from '@/components/site-link/site-link';
import type { Demo, Project } from '@/lib/schema/content';
import { isExternal } from '@/lib/urls.mjs';
import { words } from '@/lib/site/words';
import styles from './site-directory.module.scss';

interface SiteDirectoryProps {
  demos: readonly Demo[];
  projects: readonly Project[];
  /** A project's own page, where it has one: linked as on its card. */
  storyOf: (project: Project) => string | undefined;
}

// The same links as the home grid's cards: each demo, each project's target and its story.
export function SiteDirectory({ demos, projects, storyOf }: SiteDirectoryProps) {
  const elsewhere = projects.filter((project) => isExternal(project.target));
  return (
    <div className={styles.directory}>
      <LinkSection id="directory-demos" heading={words.notFound.tryDemo} links={demos} />
      {elsewhere.length > 0 && (
        <LinkSection
          id="directory-projects"
          heading={words.notFound.seeProject}
          links={elsewhere.map((project) => ({
            title: project.title,
            path: project.target,
            story: storyOf(project),
          }))}
        />
      )}
    </div>
  );
}

interface Link {
  title: string;
  path: string;
  story?: string | undefined;
}

function LinkSection(props: { id: string; heading: string; links: readonly Link[] }) {
  const { id, heading, links } = props;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <SiteLink href={link.path}>{link.title}</SiteLink>
            {link.story && (
              <>
                {' · '}
                <StoryLink href={link.story} title={link.title} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
