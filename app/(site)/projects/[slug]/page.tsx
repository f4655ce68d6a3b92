import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld/json-ld';
import { ProjectStory } from '@/components/article/project-story';
import { owner } from '@/lib/site/owner';
import { projectPagePath, projectPagesIn } from '@/lib/site/stories';
import { breadcrumbs, projectWork } from '@/lib/seo/article-data';
import { pageMetadata, sharePictureImage } from '@/lib/seo/page-metadata';
import { contentFiles } from '@/lib/site/content-files';
import { withFilesInDev } from '@/lib/site/content-problems';
import { paramsOf, sitePage } from '@/lib/site/pages';
import { slugPages, type SlugParams } from '@/lib/slug-pages';
import { inLanguage } from '@/lib/site/language';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';

// The page's language's stories.
const pages = () =>
  slugPages(projectPagesIn(pageLanguage()), (page) => ({
    title: page.project.title,
    href: projectPagePath(page.slug, page.language),
  }));

export const dynamicParams = false;

export const generateStaticParams = () =>
  withFilesInDev(paramsOf('project', 'slug'), contentFiles.stories);

export async function generateMetadata(props: SlugParams): Promise<Metadata> {
  const { entry: page } = await pages().find(props);
  return pageMetadata(sitePage(projectPagePath(page.slug, page.language)));
}

export default async function ProjectPage(props: SlugParams) {
  const { entry: page, index } = await pages().find(props);
  const path = projectPagePath(page.slug, page.language);
  const image = sharePictureImage(path, sitePage(path).picture).url;
  const trail = [
    { name: pageWords().site.projects, path: inLanguage(page.language, '/') },
    { name: page.project.title, path },
  ];
  return (
    <>
      <JsonLd data={projectWork(owner, page, path, image)} />
      <JsonLd data={breadcrumbs(owner, trail)} />
      <LanguageSwitch path={path} />
      <ProjectStory
        page={page}
        previous={pages().linkAt(index - 1)}
        next={pages().linkAt(index + 1)}
      />
    </>
  );
}
