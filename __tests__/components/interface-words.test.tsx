/** @jest-environment node */
// Every page kind rendered with a marked dictionary (each word as ⟦word⟧) and content of its own:
// any text left unmarked that is not the content is an interface word written outside lib/words.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { en } from '@/lib/words/en';
import type { Post } from '@/lib/site/posts';
import type { ProjectPage } from '@/lib/site/stories';
import type { SiteTag } from '@/lib/site/site-tags';
import { maya, mayasProjects, mayasResume } from '../fixtures/owner';

const mockMarked = (words: unknown): unknown =>
  typeof words === 'string'
    ? `⟦${words}⟧`
    : Object.fromEntries(Object.entries(words as object).map(([k, v]) => [k, mockMarked(v)]));

jest.mock('@/lib/site/words', () => {
  const marked = mockMarked(jest.requireActual('@/lib/words/en').en);
  return { words: marked, wordsOf: () => marked };
});
// A language whose dates and numbers Intl writes without Latin letters, so none pass for English.
jest.mock('@/lib/site/language', () => ({
  siteLanguage: 'ja',
  siteDir: undefined,
  otherLanguages: [],
  dirOf: () => undefined,
  languageOf: () => 'ja',
  inLanguage: (_language: string, path: string) => path,
  pathLanguage: (path: string) => ({ language: 'ja', path }),
  resumePdfPath: () => '/resume.pdf',
}));
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: () => {} }),
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.mock('@/lib/site/owner', () => ({
  owner: jest.requireActual('../fixtures/owner').maya,
  ownerIn: () => jest.requireActual('../fixtures/owner').maya,
  siteTitle: (name: string) =>
    jest
      .requireActual('@/lib/words/format')
      .fill(jest.requireMock('@/lib/site/words').words.site.title, { name }),
}));
jest.mock('@/lib/site/resume', () => ({
  resume: jest.requireActual('../fixtures/owner').mayasResume,
  resumeIn: () => jest.requireActual('../fixtures/owner').mayasResume,
  resumeAsRead: { resume: jest.requireActual('../fixtures/owner').mayasResume, notes: [] },
}));
jest.mock('@/lib/content/projects', () => ({
  projects: jest.requireActual('../fixtures/owner').mayasProjects,
}));
jest.mock('@/lib/content/demos', () => ({
  demos: {
    calculator: { path: '/calculator', title: 'Abacus', description: 'Sums, exactly.' },
  },
}));
jest.mock('@/lib/site/pages', () => ({
  sitePage: (path: string) => ({
    path,
    title: 'T',
    description: 'D',
    picture: { kind: 'K', title: 'T' },
  }),
  homePicture: () => ({ kind: 'K', title: 'T' }),
  paramsOf: () => [],
  // The language switcher's, with the owner's languages: no page has a translation here.
  sitePages: () => [],
}));
jest.mock('@/lib/site/stories', () => ({
  storyPath: (project: { title: string }) =>
    project.title === 'Towel Folder' ? '/projects/towel-folder/' : undefined,
  projectPagePath: (slug: string) => `/projects/${slug}/`,
}));
jest.mock('@/lib/site/posts', () => ({
  posts: () => jest.requireMock('@/lib/site/posts').mockPosts,
  postsIn: () => jest.requireMock('@/lib/site/posts').mockPosts,
  postPath: (slug: string) => `/writing/${slug}/`,
  postPathOf: ({ slug }: { slug: string }) => `/writing/${slug}/`,
  mockPosts: [],
}));
jest.mock('@/lib/site/site-tags', () => {
  const actual = jest.requireActual('@/lib/site/site-tags');
  const tags = () => jest.requireMock('@/lib/site/site-tags').mockTags;
  return {
    ...actual,
    siteTags: tags,
    siteTagsIn: tags,
    tagsOf: (labels: string[]) => tags().filter((tag: SiteTag) => labels.includes(tag.label)),
    mockTags: [],
  };
});

jest.mock('@/lib/site/series', () => ({
  ...jest.requireActual('@/lib/site/series'),
  siteSeries: () => [jest.requireMock('@/lib/site/series').mockSeries],
  siteSeriesIn: () => [jest.requireMock('@/lib/site/series').mockSeries],
  mockSeries: undefined,
}));

const body = '## Gripping\n\nSoft fingers.\n\n## Folding\n\nTwice.\n\n## Stacking\n\nNeatly.\n';
const post = {
  slug: 'towels',
  file: 'towels.md',
  title: 'Folding towels with a robot',
  date: '2024-03-01',
  updated: '2024-04-02',
  summary: 'What the gripper learnt.',
  tags: ['Robotics'],
  body,
  readingMinutes: 3,
} as unknown as Post;
const older = { ...post, slug: 'older', title: 'Older notes', date: '2023-01-05' } as Post;
const story = {
  slug: 'towel-folder',
  project: { ...mayasProjects[0]!, description: 'Folds towels.', tags: ['Robotics'] },
  story: {
    body,
    facts: {
      role: 'Lead',
      start: '2023-02',
      end: 'ongoing',
      stack: ['ROS 2', 'MuJoCo'],
      team: 3,
      status: 'Shipped',
      links: { source: 'https://github.com/maya-okafor/towel-folder', paper: 'https://a.example' },
    },
  },
} as unknown as ProjectPage;
const robotics: SiteTag = {
  slug: 'robotics',
  label: 'Robotics',
  projects: [mayasProjects[0]!],
  posts: [post, older],
};
const series = { slug: 'towel-robots', name: 'Towel robots', parts: [older, post] };
jest.requireMock('@/lib/site/posts').mockPosts.push(post, older);
jest.requireMock('@/lib/site/series').mockSeries = series;
jest.requireMock('@/lib/site/site-tags').mockTags.push(robotics);

/** The text a visitor reads or hears: text nodes and the attributes read aloud or shown. */
async function shownText(page: ReactNode): Promise<string[]> {
  const { prelude } = await prerenderToNodeStream(<>{page}</>);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const decode = (text: string) =>
    text
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&amp;/g, '&');
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  const attributes = [...withoutCode.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)];
  const texts = withoutCode.replace(/<!--.*?-->/g, '').split(/<[^>]*>/);
  return [...texts, ...attributes.map((match) => match[1]!)].map(decode).filter((t) => t.trim());
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

// The content's own words, longest first, and names of formats that no language translates.
const content = [
  ...strings([maya, mayasResume, mayasProjects, post, older, story, robotics, series.name]),
  // The header's short name on phones: the name's first word.
  maya.name.split(/\s+/)[0]!,
  ...body.split(/\n+/).map((line) => line.replace(/^#+ /, '')),
  'Abacus',
  'Sums, exactly.',
  'RSS',
  'Atom',
  'JSON Feed',
]
  .filter((text) => text.trim())
  .sort((a, b) => b.length - a.length);

/** What is left of each text once the dictionary's words and the content are taken out. */
function unexplained(texts: string[]): string[] {
  return texts.flatMap((text) => {
    // A sentence holding a link (a series' name) is split by it: its ends are marked on one side.
    let left = text.replace(/⟦[^⟧]*(?:⟧|$)/g, ' ').replace(/^[^⟦]*⟧/, ' ');
    for (const known of content) left = left.split(known).join(' ');
    return /[A-Za-z]{2,}/.test(left) ? [text] : [];
  });
}

const params = (tag: string) => ({ params: Promise.resolve({ tag }) });
const seriesParams = { params: Promise.resolve({ series: 'towel-robots' }) };

const pageKinds: [string, () => Promise<ReactNode>][] = [
  [
    'the header, navigation, search and footer',
    async () => {
      const { SiteHeader } = await import('@/components/site-header/site-header');
      const { SiteNav } = await import('@/components/site-nav/site-nav');
      const { SearchControl } = await import('@/components/search/search-control');
      const { SearchDialog } = await import('@/components/search/search-dialog');
      const { SiteFooter } = await import('@/components/site-footer/site-footer');
      const { words } = await import('@/lib/site/words');
      const search = <SearchControl words={{ button: words.search.button }} />;
      return (
        <>
          <SiteHeader nav={<SiteNav words={words.nav} demos={[]} />} search={search} />
          <SearchDialog words={words.search} language="ja" onClose={() => {}} />
          <SiteFooter />
        </>
      );
    },
  ],
  ['home', async () => (await import('@/app/(site)/page')).default()],
  [
    'a post',
    async () => {
      const { PostArticle } = await import('@/components/article/post-article');
      const link = { title: older.title, href: '/writing/older/' };
      const place = { series, part: 2, previous: older };
      return PostArticle({ post, previous: link, next: link, series: place, related: [older] });
    },
  ],
  [
    'a story',
    async () => {
      const { ProjectStory } = await import('@/components/article/project-story');
      return <ProjectStory page={story} next={{ title: 'Abacus', href: '/calculator/' }} />;
    },
  ],
  ['/writing/', async () => (await import('@/app/(site)/writing/page')).default()],
  ['/tags/', async () => (await import('@/app/(site)/tags/page')).default()],
  [
    'a tag page',
    async () => (await import('@/app/(site)/tags/[tag]/page')).default(params('robotics')),
  ],
  [
    'a series page',
    async () => (await import('@/app/(site)/series/[series]/page')).default(seriesParams),
  ],
  ['/about/', async () => (await import('@/app/(site)/about/page')).default()],
  ['not-found', async () => (await import('@/components/site-document/not-found-page')).NotFound()],
  ['offline', async () => (await import('@/app/(site)/offline/page')).default()],
  [
    'the error screen',
    async () => {
      const { ErrorMessage } = await import('@/components/message-screen/error-message');
      return <ErrorMessage reset={() => {}} />;
    },
  ],
  [
    "a demo's frame",
    async () => {
      const { DemoFrame } = await import('@/components/demo-frame/demo-frame');
      return <DemoFrame name="calculator" demo={<div id="calculator" />} />;
    },
  ],
];

describe('interface words', () => {
  it.each(pageKinds)('%s: every word is the dictionary’s or the content’s', async (_, page) => {
    const texts = await shownText(await page());
    expect(texts.some((text) => text.includes('⟦'))).toBe(true);
    expect(unexplained(texts)).toEqual([]);
  });

  it('finds a word written outside the dictionary', async () => {
    const texts = await shownText(
      <p>
        {mockMarked(en.site.home) as string} <span aria-label="Close">Tagged</span>
      </p>,
    );
    expect(unexplained(texts)).toEqual(['Tagged', 'Close']);
  });
});
