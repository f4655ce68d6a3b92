// How the preview renders markdown: GitHub-flavoured (tables, strikethrough, task lists,
// autolinks), single line breaks kept as <br>, and nothing that can run. Raw HTML in the document
// is shown as text, never parsed as HTML (react-markdown does that without rehype-raw), and every
// URL goes through safeUrl.
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { remarkAlerts } from './alerts';
import { remarkHeadingIds } from './heading-ids';
import { rehypeMergeText } from './merge-text';

const safeProtocols = ['http', 'https', 'mailto'];

/** The scheme of a URL in lower case ("https"), or null for a relative URL. */
function schemeOf(url: string): string | null {
  const colon = url.indexOf(':');
  const firstDelimiter = url.search(/[/?#]/);
  // No scheme: a colon that comes after a /, ? or # (or no colon at all) is part of a path.
  if (colon === -1 || (firstDelimiter !== -1 && firstDelimiter < colon)) return null;
  return url.slice(0, colon).toLowerCase();
}

/**
 * The URL itself if it is relative or uses http, https or mailto; otherwise '' (javascript:,
 * vbscript:, data:, file: and anything else). react-markdown has already decoded entities and
 * trimmed the URL, so what it hands over is what the browser would follow.
 */
export function safeUrl(url: string): string {
  const scheme = schemeOf(url);
  return scheme === null || safeProtocols.includes(scheme) ? url : '';
}

/**
 * Whether an image may load: https images from anywhere (the markdown page's policy allows them)
 * and relative ones from this site. http would be mixed content and data: URLs are refused by the
 * policy, so those show their alt text instead.
 */
export function showsImage(src: string): boolean {
  const scheme = schemeOf(src);
  return scheme === null ? src !== '' : scheme === 'https';
}

/** The remark plugins, shared by the page's renderer and the worker's parser. */
export const remarkPlugins = [remarkGfm, remarkBreaks, remarkAlerts, remarkHeadingIds];

export const markdownOptions = {
  remarkPlugins,
  rehypePlugins: [rehypeMergeText],
  urlTransform: safeUrl,
};

/** Links to another document open in a new tab; links within the preview (#...) do not. */
export function opensInNewTab(href: string): boolean {
  return !href.startsWith('#');
}
