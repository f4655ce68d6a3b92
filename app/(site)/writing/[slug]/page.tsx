import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld/json-ld';
import { PostArticle } from '@/components/article/post-article';
import { owner } from '@/lib/site/owner';
import { postPathOf, postsIn } from '@/lib/site/posts';
import { blogPosting, breadcrumbs } from '@/lib/seo/article-data';
import { pageMetadata, sharePictureImage } from '@/lib/seo/page-metadata';
import { contentFiles } from '@/lib/site/content-files';
import { withFilesInDev } from '@/lib/site/content-problems';
import { paramsOf, sitePage } from '@/lib/site/pages';
import { slugPages, type SlugParams } from '@/lib/slug-pages';
import { inLanguage } from '@/lib/site/language';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { placeIn, siteSeriesIn } from '@/lib/site/series';
import { relatedPostsIn } from '@/lib/site/related';

// The page's language's posts.
const pages = () =>
  slugPages(postsIn(pageLanguage()), (post) => ({ title: post.title, href: postPathOf(post) }));

export const dynamicParams = false;

export const generateStaticParams = () =>
  withFilesInDev(paramsOf('post', 'slug'), contentFiles.posts);

export async function generateMetadata(props: SlugParams): Promise<Metadata> {
  const { entry: post } = await pages().find(props);
  return pageMetadata(sitePage(postPathOf(post)));
}

export default async function PostPage(props: SlugParams) {
  const { entry: post, index } = await pages().find(props);
  const path = postPathOf(post);
  const image = sharePictureImage(path, sitePage(path).picture).url;
  const words = pageWords();
  const trail = [
    { name: words.site.writing, path: inLanguage(post.language, '/writing/') },
    { name: post.title, path },
  ];
  // Newest first, as the archive lists them: "previous" is the older post.
  return (
    <>
      <JsonLd data={blogPosting(owner, post, path, image)} />
      <JsonLd data={breadcrumbs(owner, trail)} />
      <LanguageSwitch path={path} />
      <PostArticle
        post={post}
        previous={pages().linkAt(index + 1)}
        next={pages().linkAt(index - 1)}
        series={placeIn(post, siteSeriesIn(post.language))}
        related={relatedPostsIn(post.language)(post)}
      />
    </>
  );
}
