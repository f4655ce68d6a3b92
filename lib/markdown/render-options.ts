// How the preview renders markdown: GitHub-flavoured (tables, strikethrough, task lists,
// autolinks), single line breaks kept as <br>, and nothing that can run. Raw HTML in the document
// is shown as text, never parsed as HTML (react-markdown does that without rehype-raw), and every
// URL goes through safeUrl.
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { rehypeMergeText } from './merge-text';

const safeProtocols = ['http', 'https', 'mailto'];

/**
 * The URL itself if it is relative or uses http, https or mailto; otherwise '' (javascript:,
 * vbscript:, data:, file: and anything else). react-markdown has already decoded entities and
 * trimmed the URL, so what it hands over is what the browser would follow.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const firstDelimiter = url.search(/[/?#]/);
  // No scheme: a colon that comes after a /, ? or # (or no colon at all) is part of a path.
  if (colon === -1 || (firstDelimiter !== -1 && firstDelimiter < colon)) return url;
  return safeProtocols.includes(url.slice(0, colon).toLowerCase()) ? url : '';
}

export const markdownOptions = {
  remarkPlugins: [remarkGfm, remarkBreaks],
  rehypePlugins: [rehypeMergeText],
  urlTransform: safeUrl,
};

/** Links to another document open in a new tab; links within the preview (#...) do not. */
export function opensInNewTab(href: string): boolean {
  return !href.startsWith('#');
}

/**
 * Documents this long render a moment after typing instead of on every keystroke, so typing stays
 * smooth; anything shorter updates within the keystroke. See scripts/bench-markdown.mjs.
 */
export const deferredRenderingFrom = 4_000;

export function rendersAfterKeystroke(text: string): boolean {
  return text.length >= deferredRenderingFrom;
}
