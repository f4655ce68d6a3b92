import type { Metadata } from 'next';
import Link from 'next/link';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { PostList } from '@/components/writing/post-list';
import styles from '@/components/writing/writing.module.scss';
import { siteTags, tagPath } from '@/lib/content/site-tags';
import { cardHref } from '@/lib/content/stories';

export const dynamicParams = false;

export function generateStaticParams() {
  return siteTags.map(({ slug }) => ({ tag: slug }));
}

type Params = { params: Promise<{ tag: string }> };

const tagOf = async ({ params }: Params) => {
  const { tag } = await params;
  return siteTags.find((candidate) => candidate.slug === decodeURIComponent(tag))!;
};

export async function generateMetadata(props: Params): Promise<Metadata> {
  const tag = await tagOf(props);
  return {
    title: `Tagged “${tag.label}”`,
    description: `Projects and posts about ${tag.label}.`,
    alternates: { canonical: tagPath(tag.slug) },
  };
}

export default async function TagPage(props: Params) {
  const tag = await tagOf(props);
  return (
    <>
      <h1>Tagged “{tag.label}”</h1>
      {tag.projects.length > 0 && (
        <section aria-labelledby="tag-projects">
          <h2 id="tag-projects">Projects</h2>
          <ProjectGrid projects={tag.projects} labelledBy="tag-projects" hrefOf={cardHref} />
        </section>
      )}
      {tag.posts.length > 0 && (
        <section aria-labelledby="tag-posts" className={styles.page}>
          <h2 id="tag-posts">Writing</h2>
          <PostList posts={tag.posts} />
        </section>
      )}
      <p>
        <Link href="/tags/" prefetch={false}>
          All tags
        </Link>
      </p>
    </>
  );
}
