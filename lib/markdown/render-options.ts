// How the preview renders markdown: GitHub-flavoured (tables, strikethrough, task lists,
// autolinks), single line breaks kept as <br>, and nothing that can run. Raw HTML in the document
// is shown as text, never parsed as HTML (react-markdown does that without rehype-raw), and URLs go
// through react-markdown's defaultUrlTransform, which keeps http(s), mailto and relative URLs and
// empties any other (javascript:, vbscript:, data: ...).
import { defaultUrlTransform, type Options } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { rehypeMergeText } from './merge-text';

export const markdownOptions = {
  remarkPlugins: [remarkGfm, remarkBreaks],
  rehypePlugins: [rehypeMergeText],
  urlTransform: defaultUrlTransform,
} satisfies Options;

/** Links to another document open in a new tab; links within the preview (#...) do not. */
export function opensInNewTab(href: string): boolean {
  return !href.startsWith('#');
}

/**
 * Documents longer than this render a moment after typing instead of on every keystroke, so
 * typing stays smooth; anything shorter updates within the keystroke. See scripts/bench-markdown.mjs.
 */
export const deferredRenderingFrom = 4_000;
