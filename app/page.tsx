import { PageIntro } from '@/components/page-intro/page-intro';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { owner } from '@/lib/content/owner';
import { projects } from '@/lib/content/projects';
import styles from './page.module.scss';

export default function HomePage() {
  return (
    <>
      <div className={styles.intro}>
        <PageIntro title="Projects" line={owner.tagline} />
      </div>
      <ProjectGrid projects={projects} />
    </>
  );
}
