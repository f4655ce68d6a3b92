// Drafts show in `npm run dev` only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentFiles, imageProblem, pictureFile } from './content-files';
import { importBody } from '../article/imported-body';
import { readMarkdownFolder } from './markdown-files';
import { readingMinutes } from './reading-time';
import { importPost } from './post-import';
import { redirectPath, type Redirect } from './redirects';
import { permalinkProblem, postRedirectsOf } from './old-permalinks';
import { oldPermalink } from '../content/owner';
import { postPage, withoutLinks } from '../article/missing-links';
import { isSitePath } from '../article/images';
import { linkedPages, pagesBesidePosts, type PostNaming } from './site-paths';
import { excerpt } from '../article/excerpt';
import { postSchema } from '../schema/content';
import { plural } from '../plural';
import { freshFrom } from './fresh';
import { checkedThisBuild, saveForBuild, savedForBuild } from './check-report';
import { inLanguage, otherLanguages, siteLanguage } from './language';

export type Post = ReturnType<typeof loadPosts>['all'][number];

const showsDrafts = process.env.NODE_ENV === 'development';

export const published = <T extends { draft?: boolean }>(all: readonly T[], withDrafts: boolean) =>
  all.filter((post) => withDrafts || !post.draft);

export const postPath = (slug: string) => `/writing/${slug}/`;

/** A post's address in its language: `/writing/x/`, `/fr/writing/x/`. */
export const postPathOf = (post: { slug: string; language: string }) =>
  inLanguage(post.language, postPath(post.slug));

// A file's name (`post.fr.md`) or its `lang:` (Jekyll-Polyglot) names one of the site's languages;
// any other `lang` is the default language's post written in that one.
const languageOfPost = (named: string | undefined, lang: string | undefined) =>
  named ?? (lang !== undefined && otherLanguages.includes(lang) ? lang : siteLanguage);

// A post's cover is checked as it is read, so its problem names the line; a draft's only where
// drafts show.
const withCover = (root: string, withDrafts: boolean) =>
  postSchema.superRefine(({ cover, draft }, context) => {
    const pictures = join(root, contentFiles.pictures);
    const problem =
      cover &&
      (withDrafts || !draft) &&
      imageProblem(cover.image, (path) => existsSync(pictureFile(path, pictures)));
    if (problem) context.addIssue({ code: 'custom', path: ['cover', 'image'], message: problem });
  });

/** What a post's links may lead to besides its posts and their old addresses. */
export interface PostLinks {
  /** The old blog's permalink pattern (the owner's unless `links` is given): its addresses lead to the posts here. */
  pattern?: string;
  /** The site's other pages, given the posts' tags. */
  pagesBeside?: (posts: readonly PostNaming[]) => ReadonlySet<string>;
}

/** A folder of posts, in our format or another template's, as the site shows them. */
export function loadPosts(
  folder: string,
  root = process.cwd(),
  withDrafts = showsDrafts,
  links: PostLinks = { pattern: oldPermalink },
) {
  const { pattern, pagesBeside = pagesBesidePosts } = links;
  const read = readMarkdownFolder(folder, withCover(root, withDrafts), root, importPost);
  // A link to a post not brought along (or a draft, in a build), or to any other address of the
  // site that no page, redirect or file has (the old blog's), is its text, with a note.
  const placed = <T extends { facts: { lang?: string }; language?: string }>(entry: T) => ({
    ...entry,
    language: languageOfPost(entry.language, entry.facts.lang),
  });
  const kept = read.entries
    .filter(({ facts }) => withDrafts || !facts.draft)
    .map(placed)
    .map(({ facts, ...entry }) => ({ ...facts, ...entry }));
  const keptHere = kept.filter(({ language }) => language === siteLanguage);
  const here = new Set([
    ...kept.map(postPathOf),
    ...postRedirectsOf(keptHere, postPath, pattern).map(({ from }) => redirectPath(from)),
    ...pagesBeside(kept),
  ]);
  const missing = (url: string) => {
    if (!isSitePath(url)) return undefined;
    const [page, ...more] = linkedPages(url);
    if (page === undefined || [page, ...more].some((named) => here.has(named))) return undefined;
    return postPage(page)
      ? `the link to ${page} is text only: that post is not here`
      : `the link to ${page} is text only: no page, old address or file of this site is there`;
  };
  const linked = (text: string) => withoutLinks(text, missing);
  const imported = new Map(read.documents.map(({ file, body }) => [file, importBody(body)]));
  const all = read.entries
    .map(placed)
    .map(({ facts, ...entry }) => {
      const body = linked(imported.get(entry.file)!.text).text;
      return {
        ...facts,
        ...entry,
        // A post and its translations share it: the original's address, unless given.
        translationKey: facts.translationKey ?? entry.slug,
        body,
        // Every post has a description: its own, else its first paragraph's words.
        summary: facts.summary ?? excerpt(body),
        tags: facts.tags ?? [],
        readingMinutes: readingMinutes(body),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  // A translation named as neither (`x.md`, no lang:) reads as the default language's post.
  const paired = [...new Set(all.map((post) => `${post.language} ${post.translationKey}`))].flatMap(
    (key) => {
      const files = all.filter((post) => `${post.language} ${post.translationKey}` === key);
      // One address for them all is the problem below.
      if (new Set(files.map(postPathOf)).size < 2) return [];
      const [language, translationKey] = key.split(' ');
      return `${files.map(({ file }) => file).join(' and ')} are both the ${language} of "${translationKey}": name a translation for its language (post.fr.md) or give it lang: fr`;
    },
  );
  const shared = [...new Set(all.map(postPathOf))].flatMap((path) => {
    const files = all.filter((post) => postPathOf(post) === path).map(({ file }) => file);
    return files.length > 1
      ? `${files.join(' and ')} share the address ${path}: give one a slug`
      : [];
  });
  const checked = read.documents.map((document) => {
    const { text, notes } = linked(document.body);
    return { ...document, body: text, notes: [...imported.get(document.file)!.notes, ...notes] };
  });
  const documents = published(checked, withDrafts);
  // The old addresses of the files with a problem, checked with the others' in the same round.
  const refused = read.refused
    .map(placed)
    .filter(({ language }) => language === siteLanguage)
    .map(({ facts, ...entry }) => ({ ...facts, ...entry }));
  const shown = published(all, withDrafts);
  return {
    all,
    refusedRedirects: postRedirectsOf(refused, postPath, pattern),
    /** The default language's: every list, feed and search of the site's first language. */
    posts: shown.filter(({ language }) => language === siteLanguage),
    /** Every language's, the default's among them. */
    everyLanguage: shown,
    documents: documents.map(({ notes: _notes, ...document }) => document),
    problems: [...read.problems, ...shared, ...paired],
    notes: [
      ...read.notes,
      ...documents.flatMap(({ file, bodyLine, notes }) =>
        notes.map(({ line, text }) => `${file}:${bodyLine + line - 1}: ${text}`),
      ),
    ].sort(byFileAndLine),
  };
}

const place = (note: string) => /^([^:]*?):(?:(\d+):)?/.exec(note) ?? [];

// A file's notes together, by line; what the file name says first.
export function byFileAndLine(a: string, b: string): number {
  const [, fileA = '', lineA = '0'] = place(a);
  const [, fileB = '', lineB = '0'] = place(b);
  return fileA.localeCompare(fileB) || Number(lineA) - Number(lineB);
}

type PostsRead = ReturnType<typeof loadPosts>;
const postsFile = 'posts.json';

// A build reads the posts once, in its content check: each of Next.js's workers and the steps
// after it take that reading (reading them again took each about 10 ms a post).
function readPosts(): PostsRead {
  if (!checkedThisBuild()) return loadPosts(contentFiles.posts);
  const read = savedForBuild<Omit<PostsRead, 'posts' | 'everyLanguage'>>(postsFile);
  const everyLanguage = published(read.all, showsDrafts);
  const posts = everyLanguage.filter(({ language }) => language === siteLanguage);
  return { ...read, posts, everyLanguage };
}

/** For the build's steps after the check (the posts are plain data). */
export function savePostsRead() {
  const { posts: _published, everyLanguage: _shown, ...read } = loaded();
  saveForBuild(postsFile, read);
}

// Read again when a picture comes or goes too, as a cover's check reads the pictures folder.
const loaded = freshFrom([contentFiles.posts, contentFiles.pictures], readPosts);

export const posts = () => loaded().posts;

/** Every language's posts, the default's among them. */
export const postsOfEveryLanguage = () => loaded().everyLanguage;

/** `language`'s posts, newest first. */
export const postsIn = (language: string) =>
  language === siteLanguage
    ? posts()
    : loaded().everyLanguage.filter((post) => post.language === language);

/** Every language's posts' folders (`writing/slug`, `fr/writing/slug`), newest first: the worker keeps the newest at install. */
export const postFolders = (list = postsOfEveryLanguage()) =>
  list.map((post) => postPathOf(post).slice(1, -1));

export const postRedirects = (list: readonly Post[] = posts()): Redirect[] =>
  postRedirectsOf(list, postPath, oldPermalink);

/** For the check: the old addresses of posts whose front matter has a problem. */
export const refusedPostRedirects = () => loaded().refusedRedirects;

export function oldPermalinkProblems(pattern = oldPermalink): string[] {
  const problem = pattern === undefined ? undefined : permalinkProblem(pattern);
  return problem ? [`${contentFiles.owner}: ${problem}`] : [];
}

export const postDocuments = () => loaded().documents;

export const postProblems = () => loaded().problems;

export function postNotes(today = new Date().toISOString().slice(0, 10)): string[] {
  const left = loaded().all.length - loaded().everyLanguage.length;
  return [
    ...loaded().notes,
    ...posts()
      .filter((post) => post.date > today)
      .map((post) => `${post.file}: date ${post.date} is in the future; the post is published now`),
    ...(left > 0 ? [`left out ${plural(left, 'draft')} (draft: true)`] : []),
  ];
}
