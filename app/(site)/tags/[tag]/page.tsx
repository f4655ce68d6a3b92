import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteLink } from '@/components/site-link/site-link';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { PostList } from '@/components/writing/post-list';
import styles from '@/components/writing/writing.module.scss';
import { siteTags, tagPath } from '@/lib/site/site-tags';
import { storyPath } from '@/lib/site/stories';
import { JsonLd } from '@/components/json-ld/json-ld';
import { owner } from '@/lib/site/owner';
import { breadcrumbs } from '@/lib/seo/article-data';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paramsOf, sitePage } from '@/lib/site/pages';
import { words } from '@/lib/site/words';
import { fillParts } from '@/lib/words/format';

export const dynamicParams = false;

export const generateStaticParams = () => paramsOf('tag', 'tag');

type Params = { params: Promise<{ tag: string }> };

const tagOf = async ({ params }: Params) => {
  const { tag } = await params;
  // Only the placeholder of a site with no tags names none.
  return siteTags().find((candidate) => candidate.slug === decodeURIComponent(tag)) ?? notFound();
};

export async function generateMetadata(props: Params): Promise<Metadata> {
  const tag = await tagOf(props);
  return pageMetadata(sitePage(tagPath(tag.slug)));
}

export default async function TagPage(props: Params) {
  const tag = await tagOf(props);
  return (
    <>
      <JsonLd
        data={breadcrumbs(owner, [
          { name: words.site.tags, path: '/tags/' },
          { name: tag.label, path: tagPath(tag.slug) },
        ])}
      />
      <div className={styles.page}>
        <h1>{fillParts(words.tags.tagged, { tag: tag.label })}</h1>
        {tag.projects.length > 0 && (
          <section aria-labelledby="tag-projects">
            <h2 id="tag-projects">{words.site.projects}</h2>
            <ProjectGrid projects={tag.projects} labelledBy="tag-projects" storyOf={storyPath} />
          </section>
        )}
        {tag.posts.length > 0 && (
          <section aria-labelledby="tag-posts">
            <h2 id="tag-posts">{words.site.writing}</h2>
            <PostList posts={tag.posts} />
          </section>
        )}
        <p>
          <SiteLink href="/tags/">{words.tags.allTags}</SiteLink>
        </p>
      </div>
    </>
  );
}
