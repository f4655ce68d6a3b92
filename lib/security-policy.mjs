// The site's security policy, written once. After `next build`, scripts/apply-security-policy.mjs
// writes it into out/_headers (for hosts that read that file) and, with each page's own inline
// scripts by hash, into each page's <meta> policy (for hosts that send no headers, like GitHub
// Pages). The README's nginx snippet is this module's nginxSnippet(), checked by a test.

/** Every fetch stays on the site; only the markdown editor, and stories and posts that show one, show https images. */
const directives = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self'",
  'font-src': "'self'",
  'connect-src': "'self'",
  'media-src': "'self'",
  'manifest-src': "'self'",
  'worker-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

/** Pages (as routes) that show images from other sites whatever their HTML holds. */
export const pagesWithOutsideImages = ['/markdown/'];

/**
 * Whether a page's HTML shows an https image from another site (a story or a post that links
 * one): only such pages' policies allow them.
 * @param {string} html
 * @returns {boolean}
 */
export const showsOutsideImages = (html) => /<img[^>]*\ssrc="https:/i.test(html);

/** @param {Record<string, string | false>} overrides */
const policy = (overrides) =>
  Object.entries({ ...directives, ...overrides })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * One page's <meta> policy: its own inline scripts by hash and nothing else inline. A <meta>
 * policy cannot hold frame-ancestors; the header does.
 * @param {string} route
 * @param {string[]} scriptHashes
 * @param {string} [html] the page, to see whether it shows another site's images
 * @returns {string}
 */
export function pagePolicy(route, scriptHashes, html = '') {
  const outsideImages = pagesWithOutsideImages.includes(route) || showsOutsideImages(html);
  return policy({
    'script-src': ["'self'", ...scriptHashes].join(' '),
    ...(outsideImages && { 'img-src': "'self' https:" }),
  });
}

/**
 * The header policy, the same for every page. The browser enforces it together with each page's
 * <meta>, so inline scripts run only where both agree (the hashed ones), and https images load
 * only where the page's own policy allows them too.
 */
export function headerPolicy() {
  return policy({
    'script-src': "'self' 'unsafe-inline'",
    'img-src': "'self' https:",
    'frame-ancestors': "'none'",
  });
}

export const securityHeaders = {
  'Content-Security-Policy': headerPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

/** Hashed file names never change content: they may be cached for a year. */
export const immutableAssets = {
  path: '/_next/static/',
  cacheControl: 'public, max-age=31536000, immutable',
};

/** out/_headers, in the format Netlify and Cloudflare Pages read. */
export function headersFile() {
  const lines = [
    '# Written by scripts/apply-security-policy.mjs from lib/security-policy.mjs; edit that instead.',
    '/*',
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    '',
    `${immutableAssets.path}*`,
    `  Cache-Control: ${immutableAssets.cacheControl}`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The same headers for nginx, as the README shows them (for a site at the root). nginx drops every
 * add_header of the server block in a location that adds one of its own, so that location repeats
 * them.
 */
export function nginxSnippet() {
  const headers = Object.entries(securityHeaders).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  return [
    ...headers,
    `location ${immutableAssets.path} {`,
    ...headers.map((header) => `  ${header}`),
    `  add_header Cache-Control "${immutableAssets.cacheControl}";`,
    '}',
    'error_page 404 /404.html;',
  ].join('\n');
}

/**
 * The README's rule for a site under a sub-path (BASE_PATH): that path goes before the paths the
 * snippet names. scripts/serve-nginx.mjs applies it to the README's own text.
 * @param {string} snippet
 * @param {string} basePath normalised: "" or "/portfolio"
 * @returns {string}
 */
export function nginxSnippetUnder(snippet, basePath) {
  return snippet.replace(/^(location |error_page 404 )\//gm, `$1${basePath}/`);
}
