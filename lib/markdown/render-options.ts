// How the preview renders markdown: GitHub-flavoured (tables, strikethrough, task lists,
// autolinks, alerts, heading ids), single line breaks kept as <br>, GitHub's safe HTML and
// coloured code, and nothing that can run: every rendering goes through GitHub's sanitizer
// (lib/markdown/safe-html.ts), and every URL through safeUrl. Raw HTML becomes elements only in
// the worker (rehype-raw is large); the page sends it every document that may hold some.
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { remarkAlerts } from './alerts';
import { remarkHeadingIds } from './heading-ids';
import { rehypeHighlight } from './highlight';
import { rehypeMergeText } from './merge-text';
import { rehypeSafeHtml } from './safe-html';

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

/** A stand-in address for the page, to tell relative URLs that stay on the site from others. */
const sitePage = 'https://site.invalid/markdown/';

/**
 * Whether an image may load: https images from anywhere (the markdown page's policy allows them)
 * and relative ones from this site. http would be mixed content and data: URLs are refused by the
 * policy, so those show their alt text instead; so do protocol-relative URLs ("//host/p.png", and
 * the spellings a browser reads as one), which leave the site, over http from a saved file.
 */
export function showsImage(src: string): boolean {
  const scheme = schemeOf(src);
  if (scheme !== null) return scheme === 'https';
  if (src === '' || !URL.canParse(src, sitePage)) return false;
  return new URL(src, sitePage).host === new URL(sitePage).host;
}

/**
 * Whether every image of a srcset may load. Split at every comma and space, more finely than a
 * browser does, so no image the browser would read goes unchecked; descriptors (2x, 480w) pass.
 */
export function showsImageSet(srcset: string): boolean {
  const images = srcset.split(/[\s,]+/).filter((part) => part && !/^[\d.e+-]+[wxh]$/i.test(part));
  return images.length > 0 && images.every(showsImage);
}

/** The remark plugins, shared by the page's renderer and the worker's parser. */
export const remarkPlugins = [remarkGfm, remarkBreaks, remarkAlerts, remarkHeadingIds];

/** The rehype steps after raw HTML has become elements: sanitize first, then colour code. */
export const rehypePlugins = [rehypeSafeHtml, rehypeHighlight, rehypeMergeText];

export const markdownOptions = {
  remarkPlugins,
  // No prefix here: the sanitizer prefixes every id, footnotes' too, once (GitHub's HTML has
  // <a href="#fn-1"> and <li id="user-content-fn-1">; the preview's in-page links resolve it).
  remarkRehypeOptions: { clobberPrefix: '' },
  rehypePlugins,
  urlTransform: safeUrl,
};

/** Links to another document open in a new tab; links within the preview (#...) do not. */
export function opensInNewTab(href: string): boolean {
  return !href.startsWith('#');
}
