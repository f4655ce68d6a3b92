import { ProjectGrid } from '@/components/project-grid/project-grid';
import { projects } from '@/lib/projects';
import { owner } from '@/lib/site';
import styles from './page.module.scss';

export default function HomePage() {
  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>Projects</h1>
        <p className={styles.tagline}>{owner.tagline}</p>
      </div>
      <ProjectGrid projects={projects} />
    </>
  );
}
