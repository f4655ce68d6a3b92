import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteLink } from '@/components/site-link/site-link';
import { ProjectGrid } from '@/components/project-grid/project-grid';
import { PostList } from '@/components/writing/post-list';
import styles from '@/components/writing/writing.module.scss';
import { siteTagsIn, tagPath } from '@/lib/site/site-tags';
import { storyPath } from '@/lib/site/stories';
import { JsonLd } from '@/components/json-ld/json-ld';
import { owner } from '@/lib/site/owner';
import { breadcrumbs } from '@/lib/seo/article-data';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paramsOf, sitePage } from '@/lib/site/pages';
import { fillParts } from '@/lib/words/format';
import { inLanguage } from '@/lib/site/language';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';

export const dynamicParams = false;

export const generateStaticParams = () => paramsOf('tag', 'tag');

type Params = { params: Promise<{ tag: string }> };

const tagOf = async ({ params }: Params) => {
  const { tag } = await params;
  // Only the placeholder of a site with no tags names none.
  const tags = siteTagsIn(pageLanguage());
  return tags.find((candidate) => candidate.slug === decodeURIComponent(tag)) ?? notFound();
};

export async function generateMetadata(props: Params): Promise<Metadata> {
  const tag = await tagOf(props);
  return pageMetadata(sitePage(tagPath(tag.slug, pageLanguage())));
}

export default async function TagPage(props: Params) {
  const tag = await tagOf(props);
  const language = pageLanguage();
  const words = pageWords();
  const path = tagPath(tag.slug, language);
  return (
    <>
      <JsonLd
        data={breadcrumbs(owner, [
          { name: words.site.tags, path: inLanguage(language, '/tags/') },
          { name: tag.label, path },
        ])}
      />
      <LanguageSwitch path={path} />
      <div className={styles.page}>
        <h1>{fillParts(words.tags.tagged, { tag: tag.label })}</h1>
        {tag.projects.length > 0 && (
          <section aria-labelledby="tag-projects">
            <h2 id="tag-projects">{words.site.projects}</h2>
            <ProjectGrid
              projects={tag.projects}
              labelledBy="tag-projects"
              storyOf={(project) => storyPath(project, language)}
            />
          </section>
        )}
        {tag.posts.length > 0 && (
          <section aria-labelledby="tag-posts">
            <h2 id="tag-posts">{words.site.writing}</h2>
            <PostList posts={tag.posts} />
          </section>
        )}
        <p>
          <SiteLink href={inLanguage(language, '/tags/')}>{words.tags.allTags}</SiteLink>
        </p>
      </div>
    </>
  );
}
