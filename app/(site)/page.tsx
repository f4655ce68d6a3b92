import { JsonLd } from '@/components/json-ld/json-ld';
import { OwnerIntro } from '@/components/owner-intro/owner-intro';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { TagFilter } from '@/components/tag-filter/tag-filter';
import { ownerIn } from '@/lib/site/owner';
import { projects } from '@/lib/content/projects';
import { storyPath } from '@/lib/site/stories';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';
import { resumeIn } from '@/lib/site/resume';
import { website } from '@/lib/resume/structured-data';
import { tagCounts } from '@/lib/tags';
import { addressTagScript } from '@/lib/tags-first-paint';
import { inLanguage } from '@/lib/site/language';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import styles from './page.module.scss';

export const metadata = pageMetadata(sitePage('/'));

export default function HomePage() {
  const language = pageLanguage();
  const words = pageWords();
  const owner = ownerIn(language);
  const tags = tagCounts(projects, language);
  return (
    <>
      <LanguageSwitch path={inLanguage(language, '/')} />
      <JsonLd data={website(owner, resumeIn(language))} />
      <OwnerIntro owner={owner} />
      <section aria-labelledby="projects">
        <h2 id="projects" className={styles.heading}>
          {words.site.projects}
        </h2>
        {tags.length > 0 && (
          <>
            <script dangerouslySetInnerHTML={{ __html: addressTagScript }} />
            <TagFilter
              words={words.filter}
              language={language}
              tags={tags}
              total={projects.length}
            />
          </>
        )}
        <ProjectGrid
          projects={projects}
          labelledBy="projects"
          storyOf={(project) => storyPath(project, language)}
        />
      </section>
    </>
  );
}
