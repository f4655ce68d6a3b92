// A post's old addresses stay alive as pages with a <meta> refresh, a link and rel=canonical; no
// script, so their policy needs no 'unsafe-inline'. scripts/after-export.mts writes them.
import { absoluteUrl, pagePath } from '../urls.mjs';
import { escapeHtml } from '../text';
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

export function redirectProblems(
  redirects: readonly Redirect[],
  isPage: (path: string) => boolean,
): string[] {
  const seen = new Map<string, Redirect>();
  return redirects.flatMap((redirect) => {
    const { from, file } = redirect;
    const path = redirectPath(from);
    const before = seen.get(path);
    seen.set(path, before ?? redirect);
    if (!plainPath.test(from) || /\/\.\.?(?:\/|$)/.test(from)) {
      return [
        `${file}: the old address "${from}" needs letters, digits, ., _, ~ and - between slashes only`,
      ];
    }
    if (isPage(path)) return [`${file}: the old address ${from} is a page of this site`];
    if (before && before.file !== file) {
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
