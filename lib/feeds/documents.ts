// RSS 2.0, Atom 1.0 and JSON Feed 1.1. The XML is built as element trees by xmlbuilder2, never by
// hand (the feed package split only the first `]]>` and left `<` raw in attributes).
import { create, fragment } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

export interface FeedChannel {
  title: string;
  description: string;
  home: string;
  language: string;
  author: { name: string; url: string };
  links: { rss: string; atom: string; json: string };
  updated: Date;
}

export interface FeedEntry {
  title: string;
  url: string;
  published: Date;
  updated: Date;
  summary?: string;
  tags: readonly string[];
  html: string;
}

// The builder escapes text but leaves an `&` shaped like a reference (`AT&T;`): all go in as `&amp;`.
const options = { invalidCharReplacement: '' };
const literal = (text: string) => text.replace(/&/g, '&amp;');

const document = () => create({ ...options, version: '1.0', encoding: 'utf-8' });
const htmlText = (text: string) => fragment(options).txt(literal(text)).end();
// Checked well-formed as written, so a feed the builder could not write fails the build.
const written = (root: XMLBuilder) => `${root.end({ prettyPrint: true, wellFormed: true })}\n`;

const ATOM = 'http://www.w3.org/2005/Atom';
const XML = 'http://www.w3.org/XML/1998/namespace';
const rssPrefixes: Record<string, string> = {
  atom: ATOM,
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
};

function add(parent: XMLBuilder, name: string, text?: string, attrs: Record<string, string> = {}) {
  const [prefix, local] = name.split(':');
  const element = local === undefined ? parent.ele(name) : parent.ele(rssPrefixes[prefix!]!, name);
  for (const [key, value] of Object.entries(attrs)) element.att(key, literal(value));
  return text === undefined ? element : element.txt(literal(text));
}

// RSS readers show titles as text and descriptions as HTML, so a summary is made HTML first.
export function rssFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const rss = document().ele('rss').att('version', '2.0');
  for (const [prefix, namespace] of Object.entries(rssPrefixes)) {
    rss.att('http://www.w3.org/2000/xmlns/', `xmlns:${prefix}`, namespace);
  }
  const feed = add(rss, 'channel');
  add(feed, 'title', channel.title);
  add(feed, 'link', channel.home);
  add(feed, 'description', channel.description);
  add(feed, 'language', channel.language);
  add(feed, 'copyright', `© ${channel.author.name}`);
  add(feed, 'lastBuildDate', channel.updated.toUTCString());
  add(feed, 'atom:link', undefined, {
    href: channel.links.rss,
    rel: 'self',
    type: 'application/rss+xml',
  });
  for (const entry of entries) {
    const item = add(feed, 'item');
    add(item, 'title', entry.title);
    add(item, 'link', entry.url);
    add(item, 'guid', entry.url, { isPermaLink: 'true' });
    add(item, 'pubDate', entry.published.toUTCString());
    add(item, 'dc:creator', channel.author.name);
    if (entry.summary) add(item, 'description', htmlText(entry.summary));
    add(item, 'content:encoded', entry.html);
    for (const tag of entry.tags) add(item, 'category', tag);
  }
  return written(rss);
}

export function atomFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const feed = document().ele(ATOM, 'feed').att(XML, 'xml:lang', channel.language);
  const link = (parent: XMLBuilder, rel: string, type: string, href: string) =>
    add(parent, 'link', undefined, { rel, type, href });
  add(feed, 'id', channel.home);
  add(feed, 'title', channel.title);
  if (channel.description) add(feed, 'subtitle', channel.description);
  add(feed, 'updated', channel.updated.toISOString());
  link(feed, 'alternate', 'text/html', channel.home);
  link(feed, 'self', 'application/atom+xml', channel.links.atom);
  const author = add(feed, 'author');
  add(author, 'name', channel.author.name);
  add(author, 'uri', channel.author.url);
  add(feed, 'rights', `© ${channel.author.name}`);
  for (const entry of entries) {
    const item = add(feed, 'entry');
    add(item, 'id', entry.url);
    add(item, 'title', entry.title);
    link(item, 'alternate', 'text/html', entry.url);
    add(item, 'published', entry.published.toISOString());
    add(item, 'updated', entry.updated.toISOString());
    if (entry.summary) add(item, 'summary', entry.summary);
    add(item, 'content', entry.html, { type: 'html' });
    for (const tag of entry.tags) add(item, 'category', undefined, { term: tag });
  }
  return written(feed);
}

export function jsonFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.home,
    feed_url: channel.links.json,
    ...(channel.description && { description: channel.description }),
    language: channel.language,
    authors: [channel.author],
    items: entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      ...(entry.summary && { summary: entry.summary }),
      content_html: entry.html,
      date_published: entry.published.toISOString(),
      date_modified: entry.updated.toISOString(),
      tags: entry.tags,
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
