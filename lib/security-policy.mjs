// scripts/apply-security-policy.mjs makes out/_headers and each page's <meta> policy from it.
// Images, fonts, fetches, media, the manifest and workers fall back to default-src (workers by
// way of script-src): same origin only, with no directive of their own to send on every page.
const directives = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

/** @param {Record<string, string | false>} overrides */
const policy = (overrides) =>
  Object.entries({ ...directives, ...overrides })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

// A <meta> policy cannot hold frame-ancestors; the header does.
/** @param {string} route @param {string[]} scriptHashes @param {string} [html] @returns {string} */
export function pagePolicy(route, scriptHashes, html = '') {
  // The editor shows the visitor's https images, which its pre-rendered HTML cannot reveal.
  const outsideImages = route === '/markdown/' || /<img[^>]*\ssrc="https:/i.test(html);
  return policy({
    'script-src': ["'self'", ...scriptHashes].join(' '),
    ...(outsideImages && { 'img-src': "'self' https:" }),
  });
}

// Browsers enforce it and each page's <meta> together: a script or an image must pass both.
export const headerPolicy = () =>
  policy({
    'script-src': "'self' 'unsafe-inline'",
    'img-src': "'self' https:",
    'frame-ancestors': "'none'",
  });

export const securityHeaders = {
  'Content-Security-Policy': headerPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

// An SVG opened by its address is a document: as a sandbox with nothing to load, it runs no
// script and fetches nothing, even where the build's cleaning missed something.
export const picturesPath = '/images/';
export const picturePolicy =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'";
const pictureHeaders = { ...securityHeaders, 'Content-Security-Policy': picturePolicy };

const immutableAssets = {
  path: '/_next/static/',
  cacheControl: 'public, max-age=31536000, immutable',
};

export function headersFile() {
  const lines = [
    '# Written by scripts/apply-security-policy.mjs from lib/security-policy.mjs; edit that instead.',
    '/*',
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    '',
    `${immutableAssets.path}*`,
    `  Cache-Control: ${immutableAssets.cacheControl}`,
    '',
    // Hosts that read this file send both policies here, and browsers enforce both.
    `${picturesPath}*`,
    `  Content-Security-Policy: ${picturePolicy}`,
  ];
  return `${lines.join('\n')}\n`;
}

// nginx drops the server's add_header lines in a location that adds its own, so it repeats them.
/** @param {string[]} languages the site's other languages, each with its not-found page */
export function nginxSnippet(languages = []) {
  /** @param {Record<string, string>} headers */
  const lines = (headers) =>
    Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  const headers = lines(securityHeaders);
  return [
    ...headers,
    `location ${immutableAssets.path} {`,
    ...headers.map((header) => `  ${header}`),
    `  add_header Cache-Control "${immutableAssets.cacheControl}";`,
    '}',
    `location ${picturesPath} {`,
    ...lines(pictureHeaders).map((header) => `  ${header}`),
    '}',
    'error_page 404 /404.html;',
    ...languages.flatMap((language) => [
      `location /${language}/ {`,
      `  error_page 404 /${language}/404.html;`,
      '}',
    ]),
  ].join('\n');
}

/** @param {string} snippet @param {string} basePath "" or "/portfolio" @returns {string} */
export function nginxSnippetUnder(snippet, basePath) {
  return snippet.replace(/^([ \t]*)(location |error_page 404 )\//gm, `$1$2${basePath}/`);
}
