// Every page the export holds, once: metadata, params, share pictures, the sitemap, search, the
// budgets and the browser tests map over it. A new page is its route plus one entry here, and its
// address in lib/site/site-paths.ts (the posts' links are read against it before this list).
import { demos } from '../content/demos';
import { owner, ownerIn, siteTitle } from './owner';
import { postPathOf, posts, postsIn, type Post } from './posts';
import { projects } from '../content/projects';
import { resume, resumeIn } from './resume';
import { count, siteTags, tagPath, type SiteTag } from './site-tags';
import { siteSeries, type Series } from './series';
import { sectionPaths, seriesPath } from './site-paths';
import { projectPagePath, projectPages, projectPagesIn, type ProjectPage } from './stories';
import { markdownText } from '../article/plain-text';
import { dirOf, inLanguage, otherLanguages, pathLanguage, siteLanguage } from './language';
import { words, wordsOf } from './words';
import type { Words } from '../words';
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
  /** The same page in each language it is in, its own among them: language -> path. */
  alternates?: Readonly<Record<string, string>>;
  /** Its language, of lib/content/owner.ts's `languages`, if not the default. */
  language?: string;
}

export interface SitePage extends PageDescription {
  kind: PageKind;
  param?: string;
  /** The newest date of what the page shows, for the sitemap. */
  modified?: string;
  search?: () => PageSearch;
}

/** A language's words and formats, for the pages in it. */
interface Said {
  language: string;
  words: Words;
  longDate: Intl.DateTimeFormat;
  plural: (count: number, word: Plural) => string;
}
const saidIn = (language: string): Said => ({
  language,
  words: wordsOf(language),
  longDate: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }),
  plural: (count, word) => counted(language, word, count),
});
const said = saidIn(siteLanguage);
const { plural } = said;
const { share, tags: tagWords, article } = words;

const newest = (dates: readonly string[]) =>
  dates.reduce((a, b) => (a > b ? a : b), '') || undefined;

const postDate = (post: Post) => post.updated ?? post.date;

const sectionPicture = (kind: string, subtitle: string) => ({ kind, title: owner.name, subtitle });

export const homePicture = ({ words } = said, tagline = owner.tagline): SharePicture => ({
  kind: words.share.portfolio,
  title: owner.name,
  subtitle: tagline,
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

const projectPageEntry = (page: ProjectPage, { words } = said): SitePage => ({
  kind: 'project',
  ...(page.language !== siteLanguage && { language: page.language }),
  param: page.slug,
  path: projectPagePath(page.slug, page.language),
  title: page.project.title,
  description:
    page.project.description ?? fill(words.article.howBuilt, { title: page.project.title }),
  picture: {
    kind: words.share.project,
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

const postPage = (post: Post, { words, longDate } = said): SitePage => ({
  kind: 'post',
  ...(post.language !== siteLanguage && { language: post.language }),
  param: post.slug,
  path: postPathOf(post),
  title: post.title,
  description: post.summary ?? fill(words.article.postBy, { title: post.title, name: owner.name }),
  picture: {
    kind: words.share.post,
    title: post.title,
    subtitle: `${longDate.format(new Date(`${post.date}T00:00:00Z`))} · ${fill(words.article.minutesRead, { count: post.readingMinutes })}`,
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

export const writingPicture = (list: readonly Post[], { words, plural } = said) =>
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
  const summary = cv.basics?.label || owner.tagline;
  return { kind: 'about', text: words.filter(Boolean).join('. '), summary };
}

export const languageOfPage = (page: Pick<SitePage, 'language'>) => page.language ?? siteLanguage;

// The home page and the writing in a language besides the default.
function pagesIn(language: string): SitePage[] {
  const said = saidIn(language);
  const { words } = said;
  const list = postsIn(language);
  const { tagline } = ownerIn(language);
  return [
    {
      kind: 'home',
      language,
      path: inLanguage(language, sectionPaths.home),
      title: { absolute: siteTitle(owner.name, language) },
      description: tagline,
      picture: homePicture(said, tagline),
    },
    {
      kind: 'about',
      language,
      path: inLanguage(language, sectionPaths.about),
      title: words.site.about,
      description: fill(words.about.description, { name: owner.name }),
      picture: sectionPicture(words.site.about, tagline),
      search: () => aboutSearch(resumeIn(language)),
    },
    {
      kind: 'archive',
      language,
      path: inLanguage(language, sectionPaths.writing),
      title: words.site.writing,
      description: fill(words.article.everyPost, { name: owner.name }),
      picture: writingPicture(list, said),
      modified: newest(list.map(postDate)),
    },
    ...list.map((post) => postPage(post, said)),
    ...projectPagesIn(language).map((story) => projectPageEntry(story, said)),
  ];
}

// A right-to-left language's pictures are drawn from the right.
const drawnIn = (page: SitePage): SitePage => {
  const dir = dirOf(languageOfPage(page));
  return dir ? { ...page, picture: { ...page.picture, dir } } : page;
};

// Pages are the same page in two languages when their posts share a translation key, or when
// their addresses do but for the language's prefix.
const counterpart = (page: SitePage, post?: Post) =>
  post ? `post ${post.translationKey}` : pathLanguage(page.path).path;

function withAlternates(pages: readonly SitePage[], posts: readonly Post[]): SitePage[] {
  const postAt = new Map(posts.map((post) => [postPathOf(post), post]));
  const keyOf = (page: SitePage) => counterpart(page, postAt.get(page.path));
  const groups = new Map<string, Record<string, string>>();
  for (const page of pages) {
    const group = groups.get(keyOf(page)) ?? {};
    group[languageOfPage(page)] ??= page.path;
    groups.set(keyOf(page), group);
  }
  return pages.map((page) => {
    const alternates = groups.get(keyOf(page))!;
    return Object.keys(alternates).length > 1 ? { ...page, alternates } : page;
  });
}

function gather(
  posts: Post[],
  stories: ProjectPage[],
  tags: SiteTag[],
  series: Series[],
): readonly SitePage[] {
  const pages: SitePage[] = [
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
    ...stories.map((story) => projectPageEntry(story)),
    {
      kind: 'archive',
      path: sectionPaths.writing,
      title: words.site.writing,
      description: fill(article.everyPost, { name: owner.name }),
      picture: writingPicture(posts),
      modified: newest(posts.map(postDate)),
    },
    ...posts.map((post) => postPage(post)),
    ...series.map(seriesPage),
    {
      kind: 'tags',
      path: sectionPaths.tags,
      title: words.site.tags,
      description: tagWords.description,
      picture: tagsPicture(tags),
    },
    ...tags.map(tagPage),
    ...otherLanguages.flatMap(pagesIn),
  ];
  return withAlternates(pages, [...posts, ...otherLanguages.flatMap(postsIn)]).map(drawnIn);
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

/** The `[name]` params of a kind of page in `language`. */
export const paramsOf = <Name extends string>(
  kind: PageKind,
  name: Name,
  language = siteLanguage,
) =>
  staticParams(
    name,
    sitePages().flatMap((page) =>
      page.kind === kind && languageOfPage(page) === language ? page.param! : [],
    ),
  );
