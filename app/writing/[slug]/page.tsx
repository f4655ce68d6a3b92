import type { Metadata } from 'next';
import { PostArticle } from '@/components/writing/post-article';
import { postPath, posts } from '@/lib/content/posts';

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
  return {
    title: post.title,
    description: post.summary,
    alternates: { canonical: postPath(post.slug) },
  };
}

// Newest first, as the archive lists them: "previous" is the older post.
const neighbour = (index: number) => {
  const post = posts[index];
  return post && { title: post.title, href: postPath(post.slug) };
};

export default async function PostPage(props: Params) {
  const index = await indexOf(props);
  return (
    <PostArticle post={posts[index]!} previous={neighbour(index + 1)} next={neighbour(index - 1)} />
  );
}
