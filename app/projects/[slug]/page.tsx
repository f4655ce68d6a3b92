import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld/json-ld';
import { ProjectStory } from '@/components/project-page/project-story';
import { owner } from '@/lib/content/owner';
import { projectPagePath, projectPages } from '@/lib/content/stories';
import { breadcrumbs, projectWork } from '@/lib/seo/article-data';
import { pageMetadata, sharePictureImage } from '@/lib/seo/page-metadata';
import { projectPicture } from '@/lib/seo/shared-pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return projectPages.map(({ slug }) => ({ slug }));
}

type Params = { params: Promise<{ slug: string }> };

const pageOf = async ({ params }: Params) => {
  const { slug } = await params;
  return projectPages.findIndex((page) => page.slug === slug);
};

export async function generateMetadata(props: Params): Promise<Metadata> {
  const page = projectPages[await pageOf(props)]!;
  return pageMetadata({
    title: page.project.title,
    description: page.project.description ?? `${page.project.title}: how it was built.`,
    path: projectPagePath(page.slug),
    picture: projectPicture(page),
  });
}

const neighbour = (index: number) => {
  const page = projectPages[index];
  return page && { title: page.project.title, href: projectPagePath(page.slug) };
};

export default async function ProjectPage(props: Params) {
  const index = await pageOf(props);
  const page = projectPages[index]!;
  const path = projectPagePath(page.slug);
  const image = sharePictureImage(path, projectPicture(page)).url;
  const trail = [
    { name: 'Projects', path: '/' },
    { name: page.project.title, path },
  ];
  return (
    <>
      <JsonLd data={projectWork(owner, page, path, image)} />
      <JsonLd data={breadcrumbs(owner, trail)} />
      <ProjectStory page={page} previous={neighbour(index - 1)} next={neighbour(index + 1)} />
    </>
  );
}
