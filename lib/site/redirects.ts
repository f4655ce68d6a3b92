// A post's old addresses stay alive as pages with a <meta> refresh, a link and rel=canonical; no
// script, so their policy needs no 'unsafe-inline'. scripts/after-export.mts writes them.
import { absoluteUrl, pagePath } from '../urls.mjs';
import { escapeHtml } from '../escape-html';
import { siteLanguage } from './language';
import { words } from './words';

export interface Redirect {
  from: string;
  to: string;
  title: string;
  file: string;
}

// Only characters every host serves as written.
const plainPath = /^(?:\/[A-Za-z0-9_~][A-Za-z0-9._~-]*)+\/?$/;

/** `/blog/old` and `/blog/old/` -> `/blog/old/`; a file name (`old.html`) stays. */
export const redirectPath = (from: string) =>
  from.endsWith('/') || /\.html?$/.test(from) ? from : `${from}/`;

export const redirectFile = (from: string) =>
  redirectPath(from).slice(1).replace(/\/$/, '/index.html');

// What the export writes at its root besides pages, and what hosts and the worker own there.
const rootNames = new Set(
  (
    'feed.xml atom.xml feed.json robots.txt sitemap.xml favicon.ico sw.js _headers resume.pdf ' +
    'resume.json index.html index.htm index.txt 404.html 404 offline manifest.webmanifest ' +
    'search-titles.json.gz search-text.json.gz search-leads.json.gz search-words.json ' +
    '_next _not-found images share icons sounds logo.svg'
  ).split(' '),
);
// Next writes these into every page's folder.
const pageFileName = /^(?:index\.(?:html?|txt)|__next\..*)$/;
// Most file systems' longest name.
const longestName = 255;

function writtenByTheSite(path: string): string | undefined {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (rootNames.has(first) || /^(?:workbox-|__next)/.test(first)) {
    return `/${first} is a file or folder the site writes`;
  }
  const long = segments.find((segment) => Buffer.byteLength(segment) > longestName);
  if (long)
    return `"${long.slice(0, 24)}…" is longer than ${longestName} bytes, more than a file name can be`;
  const inner = segments.slice(0, -1).find((segment) => pageFileName.test(segment));
  const last = segments.at(-1) ?? '';
  if (inner || (pageFileName.test(last) && !/^index\.html?$/.test(last))) {
    return `${inner ?? last} is a file the site writes beside each page`;
  }
  return undefined;
}

/** Problems of the posts' old addresses; `file` of each names its line. */
export function redirectProblems(
  redirects: readonly Redirect[],
  isPage: (path: string) => boolean,
): string[] {
  const seen = new Map<string, Redirect>();
  return redirects.flatMap((redirect) => {
    const { from, file } = redirect;
    const path = redirectPath(from);
    const written = redirectFile(from);
    const before = seen.get(written);
    seen.set(written, before ?? redirect);
    if (!plainPath.test(from) || /\/\.\.?(?:\/|$)/.test(from)) {
      return [
        `${file}: the old address "${from}" needs letters, digits, ., _, ~ and - between slashes only`,
      ];
    }
    // `/writing/a/index.html` is the page /writing/a/ itself.
    const folder = path.replace(/\/index\.html?$/, '/');
    if (isPage(path) || isPage(folder))
      return [`${file}: the old address ${from} is a page of this site`];
    const reserved = writtenByTheSite(path);
    if (reserved) return [`${file}: the old address ${from} cannot be a page: ${reserved}`];
    if (before && before.to !== redirect.to) {
      return [`${file}: the old address ${from} already leads to ${before.to} (${before.file})`];
    }
    return [];
  });
}

export function redirectHtml({ to, title }: Redirect, siteUrl: string): string {
  const href = escapeHtml(pagePath(to));
  const name = escapeHtml(title);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(siteLanguage)}">
<head>
<meta charset="utf-8"/>
<title>${name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex"/>
<meta http-equiv="refresh" content="0; url=${href}"/>
<link rel="canonical" href="${escapeHtml(absoluteUrl(to, siteUrl))}"/>
</head>
<body>
<p>${escapeHtml(words.article.moved)} <a href="${href}">${name}</a>.</p>
</body>
</html>
`;
}
