import { SiteLink } from '@/components/site-link/site-link';
import type { Demo, Project } from '@/lib/content/types';
import { isExternal } from '@/lib/urls.mjs';
import styles from './site-directory.module.scss';

interface SiteDirectoryProps {
  demos: readonly Demo[];
  projects: readonly Project[];
}

/** A short way on from a page that is not there: the demos, and the projects elsewhere. */
export function SiteDirectory({ demos, projects }: SiteDirectoryProps) {
  const elsewhere = projects.filter((project) => isExternal(project.target));
  return (
    <div className={styles.directory}>
      <section aria-labelledby="directory-demos">
        <h2 id="directory-demos" className={styles.heading}>
          Try a demo
        </h2>
        <ul className={styles.list}>
          {demos.map((demo) => (
            <li key={demo.path}>
              <SiteLink href={demo.path}>{demo.title}</SiteLink>
            </li>
          ))}
        </ul>
      </section>
      {elsewhere.length > 0 && (
        <section aria-labelledby="directory-projects">
          <h2 id="directory-projects" className={styles.heading}>
            Or see a project
          </h2>
          <ul className={styles.list}>
            {elsewhere.map((project) => (
              <li key={project.target}>
                <SiteLink href={project.target}>{project.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
