// The writing's feeds as text: RSS 2.0, Atom 1.0 and JSON Feed 1.1. Written here, not by the feed
// package: its XML writer split only the first `]]>` and left `<` raw in attributes (#43).

export interface FeedChannel {
  title: string;
  description: string;
  /** The archive's address, which is also the feed's id. */
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
  /** The post in full, every address in it absolute. */
  html: string;
}

// XML 1.0 allows no other control character, even escaped, and no lone surrogate.
const notInXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text (or an attribute's value) as XML reads it back; a `]]>` becomes `]]&gt;`. */
export const xmlText = (text: string) =>
  text
    .replace(notInXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;
const declaration = '<?xml version="1.0" encoding="utf-8"?>';

// RSS readers show titles as text and descriptions as HTML.
export function rssFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const items = entries.map((entry) =>
    [
      '<item>',
      element('title', entry.title),
      element('link', entry.url),
      `<guid isPermaLink="true">${xmlText(entry.url)}</guid>`,
      element('pubDate', entry.published.toUTCString()),
      element('dc:creator', channel.author.name),
      ...(entry.summary ? [element('description', xmlText(entry.summary))] : []),
      element('content:encoded', entry.html),
      ...entry.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join('\n'),
  );
  return [
    declaration,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.home),
    element('description', channel.description),
    element('language', channel.language),
    element('copyright', `© ${channel.author.name}`),
    element('lastBuildDate', channel.updated.toUTCString()),
    `<atom:link href="${xmlText(channel.links.rss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

// Atom's titles and summaries are text (its default type), so each is escaped once.
export function atomFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const link = (rel: string, type: string, href: string) =>
    `<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
  const items = entries.map((entry) =>
    [
      '<entry>',
      element('id', entry.url),
      element('title', entry.title),
      link('alternate', 'text/html', entry.url),
      element('published', entry.published.toISOString()),
      element('updated', entry.updated.toISOString()),
      ...(entry.summary ? [element('summary', entry.summary)] : []),
      `<content type="html">${xmlText(entry.html)}</content>`,
      ...entry.tags.map((tag) => `<category term="${xmlText(tag)}"/>`),
      '</entry>',
    ].join('\n'),
  );
  return [
    declaration,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(channel.language)}">`,
    element('id', channel.home),
    element('title', channel.title),
    ...(channel.description ? [element('subtitle', channel.description)] : []),
    element('updated', channel.updated.toISOString()),
    link('alternate', 'text/html', channel.home),
    link('self', 'application/atom+xml', channel.links.atom),
    '<author>',
    element('name', channel.author.name),
    element('uri', channel.author.url),
    '</author>',
    element('rights', `© ${channel.author.name}`),
    ...items,
    '</feed>',
    '',
  ].join('\n');
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
