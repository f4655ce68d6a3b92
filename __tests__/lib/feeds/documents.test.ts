// jsdom's environment: its DOMParser is the strict XML parser the feeds are checked with.
import {
  atomFeed,
  jsonFeed,
  rssFeed,
  type FeedChannel,
  type FeedEntry,
} from '@/lib/feeds/documents';
import { entryFields, readFeed, xmlDocument } from '../../fixtures/feed-reader';

const name = 'Ann "Ace" O\'Hara & Co';
const channel: FeedChannel = {
  title: `${name}: writing`,
  description: 'Builds <small> things & more',
  home: 'https://example.org/writing/',
  language: 'en',
  author: { name, url: 'https://example.org/' },
  links: {
    rss: 'https://example.org/feed.xml',
    atom: 'https://example.org/atom.xml',
    json: 'https://example.org/feed.json',
  },
  updated: new Date('2024-05-06T00:00:00Z'),
};
const tags = ['C++', '<canvas>', 'R&D', '日本語'];
const entry: FeedEntry = {
  title: 'Ending ]]> a section, twice ]]> & "more"',
  url: 'https://example.org/writing/cdata/',
  published: new Date('2024-05-01T00:00:00Z'),
  updated: new Date('2024-05-06T00:00:00Z'),
  summary: 'Also ]]> here, and ]]> again <b>',
  tags,
  html: '<p>Body with ]]&gt; and a <a href="https://example.org/writing/other/">link</a>.</p>',
};
const xmlFeeds = { RSS: rssFeed, Atom: atomFeed };

describe.each(Object.entries(xmlFeeds))('the %s feed', (_format, write) => {
  it('is well-formed and read back with its title once escaped, as written', () => {
    const feed = readFeed(write(channel, [entry]));
    expect(feed.title).toBe(`${name}: writing`);
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]!.title).toBe(entry.title);
    expect(feed.items[0]!.url).toBe(entry.url);
  });

  it('keeps every `]]>` of a summary, read back as written', () => {
    expect(readFeed(write(channel, [entry])).items[0]!.description).toBe(entry.summary);
  });

  it('carries each tag as a category a reader finds', () => {
    expect(readFeed(write(channel, [entry])).items[0]!.tags).toEqual(tags);
  });

  it('is valid with no posts', () => {
    const feed = readFeed(write(channel, []));
    expect(feed.title).toBe(`${name}: writing`);
    expect(feed.items).toEqual([]);
  });

  it('leaves out control characters and lone surrogates XML cannot hold', () => {
    const title = 'A\u000cB\u0007\uD800x\uDC00\uFFFE';
    const text = write(channel, [{ ...entry, title, html: '<p>\u0000x</p>' }]);
    expect(() => xmlDocument(text)).not.toThrow();
    expect(readFeed(text).items[0]!.title).toBe('ABx');
  });

  it('keeps a post’s HTML as written: its references, line breaks and indentation', () => {
    const html = '<p>R&amp;D\nlines</p>\n<pre><code>  &lt;script&gt;\n    &amp;lt;</code></pre>';
    expect(entryFields(write(channel, [{ ...entry, html }])).content).toBe(html);
  });

  it('writes text shaped like a reference (`AT&T;`, `&amp;`) as the text it is', () => {
    const text = 'AT&T; &nbsp; &amp; &#38;';
    const xml = write(channel, [{ ...entry, title: text, summary: text, tags: [text] }]);
    expect(readFeed(xml).items[0]!.title).toBe(text);
    expect(entryFields(xml)).toMatchObject({ summary: text, tags: [text] });
  });
});

test('Atom names each category by its term, as RFC 4287 requires', () => {
  const categories = [...atomFeed(channel, [entry]).matchAll(/<category [^>]*>/g)];
  expect(categories.map(([category]) => category)).toEqual([
    '<category term="C++"/>',
    '<category term="&lt;canvas&gt;"/>',
    '<category term="R&amp;D"/>',
    '<category term="日本語"/>',
  ]);
});

describe('the JSON feed', () => {
  it('is JSON Feed 1.1 with the text as written', () => {
    const feed = JSON.parse(jsonFeed(channel, [entry]));
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: `${name}: writing`,
      authors: [{ name, url: 'https://example.org/' }],
    });
    expect(feed.items).toEqual([
      {
        id: entry.url,
        url: entry.url,
        title: entry.title,
        summary: entry.summary,
        content_html: entry.html,
        date_published: '2024-05-01T00:00:00.000Z',
        date_modified: '2024-05-06T00:00:00.000Z',
        tags,
      },
    ]);
  });

  it('is valid with no posts', () => {
    expect(JSON.parse(jsonFeed(channel, []))).toMatchObject({ items: [] });
  });
});
