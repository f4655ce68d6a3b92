import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld/json-ld';
import { PostArticle } from '@/components/article/post-article';
import { owner } from '@/lib/site/owner';
import { postPath, posts } from '@/lib/site/posts';
import { blogPosting, breadcrumbs } from '@/lib/seo/article-data';
import { pageMetadata, sharePictureImage } from '@/lib/seo/page-metadata';
import { contentFiles } from '@/lib/site/content-files';
import { withFilesInDev } from '@/lib/site/content-problems';
import { paramsOf, sitePage } from '@/lib/site/pages';
import { slugPages, type SlugParams } from '@/lib/slug-pages';
import { words } from '@/lib/site/words';
import { placeIn, siteSeries } from '@/lib/site/series';
import { relatedPosts } from '@/lib/site/related';

const pages = () =>
  slugPages(posts(), (post) => ({ title: post.title, href: postPath(post.slug) }));

export const dynamicParams = false;

export const generateStaticParams = () =>
  withFilesInDev(paramsOf('post', 'slug'), contentFiles.posts);

export async function generateMetadata(props: SlugParams): Promise<Metadata> {
  const { entry: post } = await pages().find(props);
  return pageMetadata(sitePage(postPath(post.slug)));
}

export default async function PostPage(props: SlugParams) {
  const { entry: post, index } = await pages().find(props);
  const path = postPath(post.slug);
  const image = sharePictureImage(path, sitePage(path).picture).url;
  const trail = [
    { name: words.site.writing, path: '/writing/' },
    { name: post.title, path },
  ];
  // Newest first, as the archive lists them: "previous" is the older post.
  return (
    <>
      <JsonLd data={blogPosting(owner, post, path, image)} />
      <JsonLd data={breadcrumbs(owner, trail)} />
      <PostArticle
        post={post}
        previous={pages().linkAt(index + 1)}
        next={pages().linkAt(index - 1)}
        series={placeIn(post, siteSeries())}
        related={relatedPosts()(post)}
      />
    </>
  );
}
