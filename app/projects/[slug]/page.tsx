import type { Metadata } from 'next';
import { ProjectStory } from '@/components/project-page/project-story';
import { projectPagePath, projectPages } from '@/lib/content/stories';

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
  const { project, slug } = projectPages[await pageOf(props)]!;
  return {
    title: project.title,
    description: project.description,
    alternates: { canonical: projectPagePath(slug) },
  };
}

const neighbour = (index: number) => {
  const page = projectPages[index];
  return page && { title: page.project.title, href: projectPagePath(page.slug) };
};

export default async function ProjectPage(props: Params) {
  const index = await pageOf(props);
  return (
    <ProjectStory
      page={projectPages[index]!}
      previous={neighbour(index - 1)}
      next={neighbour(index + 1)}
    />
  );
}
