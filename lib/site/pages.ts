// Every page the export holds, once: metadata, params, share pictures, the sitemap, search, the
// budgets and the browser tests map over it. A new page is its route plus one entry here, and its
// address in lib/site/site-paths.ts (the posts' links are read against it before this list).
import { demos } from '../content/demos';
import { owner, ownerIn, siteTitle } from './owner';
import { postPathOf, postsIn, postsOfEveryLanguage, type Post } from './posts';
import { projects } from '../content/projects';
import { resumeIn } from './resume';
import { count, siteTagsIn, tagPath, type SiteTag } from './site-tags';
import { siteSeriesIn, type Series } from './series';
import { shownIn } from './shown-in';
import { languages } from '../content/owner';
import { sectionPaths, seriesPath } from './site-paths';
import { projectPagePath, projectPages, projectPagesIn, type ProjectPage } from './stories';
import { markdownText } from '../article/plain-text';
import { dirOf, inLanguage, pathLanguage, siteLanguage } from './language';
import { fillIn } from '../words/elision';
import { wordsOf } from './words';
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

const demoPages = ({ language, words } = said): SitePage[] =>
  Object.values(demos).map((original) => {
    const demo = shownIn(original, language);
    return {
      kind: 'demo',
      path: inLanguage(language, `${demo.path}/`),
      title: demo.title,
      description: demo.description,
      picture: { kind: words.share.demo, title: demo.title, subtitle: demo.description },
      search: () => ({
        kind: 'demo',
        text: '',
        summary: demo.description,
        tags: [...(projects.find((project) => project.target === demo.path)?.tags ?? [])],
      }),
    };
  });

const projectPageEntry = (page: ProjectPage, { words } = said): SitePage => {
  const project = shownIn(page.project, page.language);
  return {
    kind: 'project',
    param: page.slug,
    path: projectPagePath(page.slug, page.language),
    title: project.title,
    description: project.description ?? fill(words.article.howBuilt, { title: project.title }),
    picture: {
      kind: words.share.project,
      title: project.title,
      ...(project.tags?.length && { subtitle: project.tags.join(' · ') }),
      image: project.image,
    },
    search: () => ({
      kind: 'project',
      text: markdownText(page.story.body),
      summary: project.description,
      tags: project.tags && [...project.tags],
    }),
  };
};

const postPage = (post: Post, { words, longDate, plural } = said): SitePage => ({
  kind: 'post',
  param: post.slug,
  path: postPathOf(post),
  title: post.title,
  description: post.summary ?? fill(words.article.postBy, { title: post.title, name: owner.name }),
  picture: {
    kind: words.share.post,
    title: post.title,
    subtitle: `${longDate.format(new Date(`${post.date}T00:00:00Z`))} · ${plural(post.readingMinutes, words.article.minutesRead)}`,
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

export const tagsPicture = (tags: readonly SiteTag[], { words, plural } = said) =>
  sectionPicture(words.site.tags, plural(tags.length, words.tags.topics));

export const tagPicture = (tag: SiteTag, { words, plural } = said): SharePicture => ({
  kind: words.share.tag,
  title: tag.label,
  subtitle: [
    tag.projects.length > 0 && plural(tag.projects.length, words.filter.projects),
    tag.posts.length > 0 && plural(tag.posts.length, words.writing.posts),
  ]
    .filter(Boolean)
    .join(' · '),
});

export const tagPage = (tag: SiteTag, language = siteLanguage): SitePage => {
  const { words, plural } = saidIn(language);
  return {
    kind: 'tag',
    param: tag.slug,
    path: tagPath(tag.slug, language),
    title: fill(words.tags.tagged, { tag: tag.label }),
    description: fill(words.tags.about, { tag: tag.label }),
    picture: tagPicture(tag, saidIn(language)),
    modified: newest(tag.posts.map(postDate)),
    search: () => ({ kind: 'tag', text: '', summary: plural(count(tag), words.tags.entries) }),
  };
};

export const seriesPage = (series: Series, { language, words, plural } = said): SitePage => ({
  kind: 'series',
  param: series.slug,
  path: seriesPath(series.slug, language),
  title: fill(words.series.title, { series: series.name }),
  description: fill(words.series.about, { series: series.name }),
  picture: {
    kind: words.share.series,
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

// Every page in `language`, the default's at its own addresses.
function pagesIn(language: string): SitePage[] {
  const said = saidIn(language);
  const { words } = said;
  const list = postsIn(language);
  const tags = siteTagsIn(language);
  const { tagline } = ownerIn(language);
  const at = (path: string) => inLanguage(language, path);
  const pages: SitePage[] = [
    {
      kind: 'home',
      path: at(sectionPaths.home),
      title: { absolute: siteTitle(owner.name, language) },
      description: tagline,
      picture: homePicture(said, tagline),
    },
    {
      kind: 'about',
      path: at(sectionPaths.about),
      title: words.site.about,
      description: fill(words.about.description, { name: owner.name }),
      picture: sectionPicture(words.site.about, tagline),
      search: () => aboutSearch(resumeIn(language)),
    },
    ...demoPages(said),
    ...projectPagesIn(language).map((story) => projectPageEntry(story, said)),
    {
      kind: 'archive',
      path: at(sectionPaths.writing),
      title: words.site.writing,
      description: fillIn(language, words.article.everyPost, { name: owner.name }),
      picture: writingPicture(list, said),
      modified: newest(list.map(postDate)),
    },
    ...list.map((post) => postPage(post, said)),
    ...siteSeriesIn(language).map((series) => seriesPage(series, said)),
    {
      kind: 'tags',
      path: at(sectionPaths.tags),
      title: words.site.tags,
      description: words.tags.description,
      picture: tagsPicture(tags, said),
    },
    ...tags.map((tag) => tagPage(tag, language)),
  ];
  return language === siteLanguage ? pages : pages.map((page) => ({ ...page, language }));
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

// Gathered again when the posts or the stories are read again (in `next dev`).
export const sitePages: () => readonly SitePage[] = derived(
  () => [postsOfEveryLanguage(), projectPages()] as const,
  (posts, _stories) => withAlternates(languages.flatMap(pagesIn), posts).map(drawnIn),
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
