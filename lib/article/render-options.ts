// Nothing can run: every rendering goes through GitHub's sanitizer and every URL through safeUrl.
import remarkGfm from 'remark-gfm';
import { remarkAlerts } from './alerts';
import { remarkHeadingIds } from './heading-ids';
import { rehypeHighlight } from './highlight';
import { rehypeMergeText } from './merge-text';
import { rehypeSafeHtml } from './safe-html';

const safeProtocols = ['http', 'https', 'mailto'];

function schemeOf(url: string): string | null {
  const colon = url.indexOf(':');
  const firstDelimiter = url.search(/[/?#]/);
  // A colon after a /, ? or # is part of a path.
  if (colon === -1 || (firstDelimiter !== -1 && firstDelimiter < colon)) return null;
  return url.slice(0, colon).toLowerCase();
}

export function safeUrl(url: string): string {
  const scheme = schemeOf(url);
  return scheme === null || safeProtocols.includes(scheme) ? url : '';
}

const sitePage = 'https://site.invalid/markdown/';

// http is mixed content, the policy refuses data:, and protocol-relative URLs leave the site.
export const showsImage = (src: string) => schemeOf(src) === 'https' || staysOnSite(src);

export function staysOnSite(url: string): boolean {
  if (url === '' || schemeOf(url) !== null || !URL.canParse(url, sitePage)) return false;
  return new URL(url, sitePage).host === new URL(sitePage).host;
}

// Split more finely than a browser does, so no image goes unchecked.
export function showsImageSet(srcset: string): boolean {
  const images = srcset.split(/[\s,]+/).filter((part) => part && !/^[\d.e+-]+[wxh]$/i.test(part));
  return images.length > 0 && images.every(showsImage);
}

// Posts and stories read as GitHub reads a .md file: a line break in the source is a space.
export const remarkSyntax = [remarkGfm];
export const remarkTransforms = [remarkAlerts, remarkHeadingIds];
export const remarkPlugins = [...remarkSyntax, ...remarkTransforms];

export const rehypePlugins = [rehypeSafeHtml, rehypeHighlight, rehypeMergeText];

export const markdownOptions = {
  remarkPlugins,
  // The sanitizer prefixes every id once, footnotes' too.
  remarkRehypeOptions: { clobberPrefix: '' },
  rehypePlugins,
  urlTransform: safeUrl,
};

export const opensInNewTab = (href: string) => !href.startsWith('#');
