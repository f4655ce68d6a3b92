import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld/json-ld';
import { PostArticle } from '@/components/writing/post-article';
import { owner } from '@/lib/content/owner';
import { postPath, posts } from '@/lib/content/posts';
import { blogPosting, breadcrumbs } from '@/lib/seo/article-data';
import { pageMetadata, sharePictureImage } from '@/lib/seo/page-metadata';
import { postPicture } from '@/lib/seo/shared-pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map(({ slug }) => ({ slug }));
}

type Params = { params: Promise<{ slug: string }> };

const indexOf = async ({ params }: Params) => {
  const { slug } = await params;
  return posts.findIndex((post) => post.slug === slug);
};

export async function generateMetadata(props: Params): Promise<Metadata> {
  const post = posts[await indexOf(props)]!;
  return pageMetadata({
    title: post.title,
    description: post.summary ?? `${post.title}, by ${owner.name}.`,
    path: postPath(post.slug),
    picture: postPicture(post),
    type: 'article',
    publishedTime: post.date,
    modifiedTime: post.updated ?? post.date,
    tags: post.tags,
  });
}

// Newest first, as the archive lists them: "previous" is the older post.
const neighbour = (index: number) => {
  const post = posts[index];
  return post && { title: post.title, href: postPath(post.slug) };
};

export default async function PostPage(props: Params) {
  const index = await indexOf(props);
  const post = posts[index]!;
  const path = postPath(post.slug);
  const image = sharePictureImage(path, postPicture(post)).url;
  const trail = [
    { name: 'Writing', path: '/writing/' },
    { name: post.title, path },
  ];
  return (
    <>
      <JsonLd data={blogPosting(owner, post, path, image)} />
      <JsonLd data={breadcrumbs(owner, trail)} />
      <PostArticle post={post} previous={neighbour(index + 1)} next={neighbour(index - 1)} />
    </>
  );
}
