// Drafts show in `npm run dev` only.
import { contentFiles } from './content-files';
import { readMarkdownFolder } from './markdown-files';
import { readingMinutes } from './reading-time';
import { postSchema, type PostMatter } from './schemas';
import { plural } from '../plural';

export interface Post extends PostMatter {
  slug: string;
  file: string;
  body: string;
  bodyLine: number;
  tags: string[];
  readingMinutes: number;
}

const read = readMarkdownFolder(contentFiles.posts, postSchema);

export const showsDrafts = process.env.NODE_ENV === 'development';

const allPosts: Post[] = read.entries
  .map(({ slug, file, body, bodyLine, facts }) => ({
    ...facts,
    slug,
    file,
    body,
    bodyLine,
    tags: facts.tags ?? [],
    readingMinutes: readingMinutes(body),
  }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export const published = <T extends { draft?: boolean }>(all: readonly T[], withDrafts: boolean) =>
  all.filter((post) => withDrafts || !post.draft);

export const posts = published(allPosts, showsDrafts);

export const draftsLeftOut = allPosts.length - posts.length;

export const postPath = (slug: string) => `/writing/${slug}/`;

export const postProblems = () => read.problems;

export function postNotes(today = new Date().toISOString().slice(0, 10)): string[] {
  return [
    ...posts
      .filter((post) => post.date > today)
      .map((post) => `${post.file}: date ${post.date} is in the future; the post is published now`),
    ...(draftsLeftOut > 0 ? [`left out ${plural(draftsLeftOut, 'draft')} (draft: true)`] : []),
  ];
}
