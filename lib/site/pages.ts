// Every page the export holds, once: metadata, params, share pictures, the sitemap, search, the
// budgets and the browser tests map over it. A new page is its route plus one entry here, and its
// address in lib/site/site-paths.ts (the posts' links are read against it before this list).
import { demos } from '../content/demos';
import { owner, siteTitle } from './owner';
import { postPath, posts, type Post } from './posts';
import { projects } from '../content/projects';
import { resume } from './resume';
import { count, siteTags, tagPath, type SiteTag } from './site-tags';
import { siteSeries, type Series } from './series';
import { sectionPaths, seriesPath } from './site-paths';
import { projectPagePath, projectPages, type ProjectPage } from './stories';
import { markdownText } from '../article/plain-text';
import { siteLanguage } from './language';
import { words } from './words';
import { counted, fill, type Plural } from '../words/format';
import { staticParams } from '../static-params';
import { derived } from './fresh';
import type { Resume } from './resume-types';
import type { SharePicture } from './share-picture';

/** `page`: a plain page of the owner's words, such as /uses/. */
type PageKind =
  'home' | 'demo' | 'project' | 'post' | 'tag' | 'series' | 'archive' | 'tags' | 'about' | 'page';

/** What search finds a page by; its title and address are the page's. */
/** What search finds a page by; its title and address are the page's. */
export interface PageSearch {
  kind: 'project' | 'post' | 'demo' | 'tag' | 'about';
  text: string;
  summary?: string;
  tags?: string[];
}

export interface PageDescription {
  /** `{ absolute }` skips the layout's " · owner" suffix (the home page). */
  title: string | { absolute: string };
  description: string;
  path: string;
  picture: SharePicture;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  tags?: string[];
}

export interface SitePage extends PageDescription {
  kind: PageKind;
  param?: string;
  /** The newest date of what the page shows, for the sitemap. */
  modified?: string;
  search?: () => PageSearch;
}

const longDate = new Intl.DateTimeFormat(siteLanguage, { dateStyle: 'long', timeZone: 'UTC' });
const plural = (count: number, word: Plural) => counted(siteLanguage, word, count);
const { share, tags: tagWords, article } = words;

const newest = (dates: readonly string[]) =>
  dates.reduce((a, b) => (a > b ? a : b), '') || undefined;

const postDate = (post: Post) => post.updated ?? post.date;

const sectionPicture = (kind: string, subtitle: string) => ({ kind, title: owner.name, subtitle });

export const homePicture = (): SharePicture => ({
  kind: share.portfolio,
  title: owner.name,
  subtitle: owner.tagline,
  ...(owner.shareImage && { image: owner.shareImage }),
});

const demoPages = (): SitePage[] =>
  Object.values(demos).map((demo) => ({
    kind: 'demo',
    path: `${demo.path}/`,
    title: demo.title,
    description: demo.description,
    picture: { kind: share.demo, title: demo.title, subtitle: demo.description },
    search: () => ({
      kind: 'demo',
      text: '',
      summary: demo.description,
      tags: [...(projects.find((project) => project.target === demo.path)?.tags ?? [])],
    }),
  }));

const projectPageEntry = (page: ProjectPage): SitePage => ({
  kind: 'project',
  param: page.slug,
  path: projectPagePath(page.slug),
  title: page.project.title,
  description: page.project.description ?? fill(article.howBuilt, { title: page.project.title }),
  picture: {
    kind: share.project,
    title: page.project.title,
    ...(page.project.tags?.length && { subtitle: page.project.tags.join(' · ') }),
    image: page.project.image,
  },
  search: () => ({
    kind: 'project',
    text: markdownText(page.story.body),
    summary: page.project.description,
    tags: page.project.tags && [...page.project.tags],
  }),
});

const postPage = (post: Post): SitePage => ({
  kind: 'post',
  param: post.slug,
  path: postPath(post.slug),
  title: post.title,
  description: post.summary ?? fill(article.postBy, { title: post.title, name: owner.name }),
  picture: {
    kind: share.post,
    title: post.title,
    subtitle: `${longDate.format(new Date(`${post.date}T00:00:00Z`))} · ${fill(article.minutesRead, { count: post.readingMinutes })}`,
  },
  type: 'article',
  publishedTime: post.date,
  modifiedTime: postDate(post),
  tags: post.tags,
  modified: postDate(post),
  search: () => ({
    kind: 'post',
    text: markdownText(post.body),
    summary: post.summary,
    tags: post.tags,
  }),
});

export const writingPicture = (list: readonly Post[]) =>
  sectionPicture(words.site.writing, plural(list.length, words.writing.posts));

export const tagsPicture = (tags: readonly SiteTag[]) =>
  sectionPicture(words.site.tags, plural(tags.length, tagWords.topics));

export const tagPicture = (tag: SiteTag): SharePicture => ({
  kind: share.tag,
  title: tag.label,
  subtitle: [
    tag.projects.length > 0 && plural(tag.projects.length, words.filter.projects),
    tag.posts.length > 0 && plural(tag.posts.length, words.writing.posts),
  ]
    .filter(Boolean)
    .join(' · '),
});

export const tagPage = (tag: SiteTag): SitePage => ({
  kind: 'tag',
  param: tag.slug,
  path: tagPath(tag.slug),
  title: fill(tagWords.tagged, { tag: tag.label }),
  description: fill(tagWords.about, { tag: tag.label }),
  picture: tagPicture(tag),
  modified: newest(tag.posts.map(postDate)),
  search: () => ({ kind: 'tag', text: '', summary: plural(count(tag), tagWords.entries) }),
});

export const seriesPage = (series: Series): SitePage => ({
  kind: 'series',
  param: series.slug,
  path: seriesPath(series.slug),
  title: fill(words.series.title, { series: series.name }),
  description: fill(words.series.about, { series: series.name }),
  picture: {
    kind: share.series,
    title: series.name,
    subtitle: plural(series.parts.length, words.series.parts),
  },
  modified: newest(series.parts.map(postDate)),
});

function aboutSearch(cv: Resume): PageSearch {
  const words = [
    cv.basics?.summary,
    ...(cv.work ?? []).flatMap((job) => [job.name, job.position, job.summary]),
    ...(cv.education ?? []).flatMap((study) => [study.institution, study.area]),
    ...(cv.skills ?? []).flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]),
    ...(cv.languages ?? []).map((language) => language.language),
  ];
  return { kind: 'about', text: words.filter(Boolean).join('. '), summary: owner.tagline };
}

function gather(
  posts: Post[],
  stories: ProjectPage[],
  tags: SiteTag[],
  series: Series[],
): readonly SitePage[] {
  return [
    {
      kind: 'home',
      path: sectionPaths.home,
      title: { absolute: siteTitle(owner.name) },
      description: owner.tagline,
      picture: homePicture(),
    },
    {
      kind: 'about',
      path: sectionPaths.about,
      title: words.site.about,
      description: fill(words.about.description, { name: owner.name }),
      picture: sectionPicture(words.site.about, owner.tagline),
      search: () => aboutSearch(resume),
    },
    ...demoPages(),
    ...stories.map(projectPageEntry),
    {
      kind: 'archive',
      path: sectionPaths.writing,
      title: words.site.writing,
      description: fill(article.everyPost, { name: owner.name }),
      picture: writingPicture(posts),
      modified: newest(posts.map(postDate)),
    },
    ...posts.map(postPage),
    ...series.map(seriesPage),
    {
      kind: 'tags',
      path: sectionPaths.tags,
      title: words.site.tags,
      description: tagWords.description,
      picture: tagsPicture(tags),
    },
    ...tags.map(tagPage),
  ];
}

export const sitePages = derived(
  () => [posts(), projectPages(), siteTags(), siteSeries()] as const,
  gather,
);

/** The page at `path` (with its trailing slash); a route without an entry fails its build. */
export function sitePage(path: string): SitePage {
  const page = sitePages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not in lib/site/pages.ts: add an entry for its route`);
  return page;
}

export const paramsOf = <Name extends string>(kind: PageKind, name: Name) =>
  staticParams(
    name,
    sitePages().flatMap((page) => (page.kind === kind ? page.param! : [])),
  );
