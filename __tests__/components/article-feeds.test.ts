// jsdom's environment: its DOMParser is the strict XML parser the feeds are checked with.
import { siteFeeds, type FeedPost } from '@/components/article/site-feeds';
import { readFeed } from '../fixtures/feed-reader';
import { variantFile } from '@/lib/images/variants';
import { feedPostCount } from '@/lib/feeds/list';

const owner = {
  name: 'Ann "Ace" O\'Hara & Co',
  tagline: 'Builds things',
  siteUrl: 'https://ann.example',
};
const tags = ['C++', '<canvas>', 'R&D', '日本語'];
const post: FeedPost = {
  slug: 'sections',
  title: 'Ending ]]> a section, twice ]]>',
  date: '2024-05-01',
  summary: 'A summary with ]]> and ]]> again',
  tags,
  body: [
    'See [x](/writing/other/), [the one before](../older/) and [notes](#notes).',
    '',
    '![A diagram](/writing/diagram.svg) ![A sketch](sketch.svg)',
    '',
    '<picture><source srcset="/writing/wide.svg 2x"><img src="narrow.svg" alt="Both"></picture>',
  ].join('\n'),
};
const postPage = 'https://ann.example/portfolio/writing/sections/';

const env = { ...process.env };
beforeEach(() => {
  process.env.BASE_PATH = '/portfolio';
  delete process.env.NEXT_PUBLIC_BASE_PATH;
  delete process.env.SITE_URL;
});
afterEach(() => {
  process.env = { ...env };
});

/** Every address in an entry's HTML. */
const addressesIn = (html: string) =>
  [...html.matchAll(/(?:href|src|srcSet|srcset)="([^"]*)"/g)].flatMap(([, value]) =>
    value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
  );

const expectedAddresses = [
  'https://ann.example/portfolio/writing/other/',
  'https://ann.example/portfolio/writing/older/',
  `${postPage}#notes`,
  `https://ann.example/portfolio/images/${variantFile('/writing/diagram.svg')}`,
  `${postPage}sketch.svg`,
  `https://ann.example/portfolio/images/${variantFile('/writing/wide.svg')}`,
  `${postPage}narrow.svg`,
];

describe.each(['rss', 'atom'] as const)('the %s feed of a site’s posts', (format) => {
  it('reads back with the owner’s name, titles, summaries and tags as written', async () => {
    const feed = readFeed((await siteFeeds(owner, [post]))[format]);
    expect(feed.title).toBe(`${owner.name}: writing`);
    expect(feed.items).toMatchObject([
      { title: post.title, url: postPage, description: post.summary, tags },
    ]);
  });

  it('names every link and picture in a post by its full address', async () => {
    const [item] = readFeed((await siteFeeds(owner, [post]))[format]).items;
    expect(addressesIn(item!.content!)).toEqual(expectedAddresses);
  });

  it('is valid with no posts', async () => {
    expect(readFeed((await siteFeeds(owner, []))[format]).items).toEqual([]);
  });
});

describe('the JSON feed of a site’s posts', () => {
  it('holds the same entries, every address full', async () => {
    const feed = JSON.parse((await siteFeeds(owner, [post])).json);
    expect(feed.title).toBe(`${owner.name}: writing`);
    expect(feed.items).toMatchObject([{ title: post.title, summary: post.summary, tags }]);
    expect(addressesIn(feed.items[0].content_html)).toEqual(expectedAddresses);
  });

  it('is valid with no posts', async () => {
    expect(JSON.parse((await siteFeeds(owner, [])).json)).toMatchObject({ items: [] });
  });
});

it('reads a line break in a post as a space, as the page does', async () => {
  const wrapped = { ...post, body: 'A paragraph wrapped\nat eighty columns.\n' };
  const { json } = await siteFeeds(owner, [wrapped]);
  const html = JSON.parse(json).items[0].content_html as string;
  expect(html).toContain('<p>A paragraph wrapped\nat eighty columns.</p>');
  expect(html).not.toContain('<br');
});

it('holds the newest posts only, each in full', async () => {
  const many = Array.from({ length: feedPostCount + 5 }, (_, n) => ({
    ...post,
    slug: `post-${n}`,
    title: `Post ${n}`,
    body: `The whole of post ${n}.`,
  }));
  const texts = await siteFeeds(owner, many);
  for (const format of ['rss', 'atom'] as const) {
    const { items } = readFeed(texts[format]);
    expect(items.map((item) => item.title)).toEqual(
      many.slice(0, feedPostCount).map((entry) => entry.title),
    );
  }
  const json = JSON.parse(texts.json) as { items: { title: string; content_html: string }[] };
  expect(json.items).toHaveLength(feedPostCount);
  expect(json.items.at(-1)!.content_html).toContain(`The whole of post ${feedPostCount - 1}.`);
});
