// Where the site lives and where its links go, written once. Plain JavaScript so that
// next.config.mjs, the scripts and the Playwright config use the same rules as the pages; typed by
// its JSDoc, which TypeScript checks (checkJs).

/**
 * BASE_PATH as an owner may write it ("portfolio", "/portfolio/", "/") made "" or "/portfolio".
 * @param {string | undefined} value
 * @returns {string}
 */
export function normalizeBasePath(value) {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/**
 * The path the site is served under ("" at the root). next.config.mjs hands the normalised
 * BASE_PATH to the pages as NEXT_PUBLIC_BASE_PATH, which Next writes into the browser code.
 * @returns {string}
 */
export function basePath() {
  return normalizeBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH);
}

/**
 * Where the site is published, for absolute URLs in the sitemap and share cards: SITE_URL when
 * building (e.g. https://you.github.io), else `address`, the owner's `siteUrl` in lib/content/owner.ts.
 * @param {string} address
 * @returns {string}
 */
export function siteUrl(address) {
  return (process.env.SITE_URL || address).replace(/\/+$/, '');
}

/**
 * A path of this site as a full URL: "/clock/" -> "https://you.github.io/portfolio/clock/".
 * @param {string} path
 * @param {string} address the owner's siteUrl
 * @returns {string}
 */
export function absoluteUrl(path, address) {
  return `${siteUrl(address)}${basePath()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The URL of a file in public/. Plain <img> and <audio> sources get no base path by themselves,
 * so every asset URL goes through here.
 * @param {string} path
 * @returns {string}
 */
export function assetPath(path) {
  return `${basePath()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The address a link to a page of this site carries: under the base path, with the trailing slash
 * every exported page has (next.config.mjs), its query and fragment kept; files keep their names.
 * @param {string} href
 * @returns {string}
 */
export function pagePath(href) {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  const slashed = path.endsWith('/') || /\.[^/]+$/.test(path) ? path : `${path}/`;
  return `${assetPath(slashed)}${rest}`;
}

/**
 * The one rule for where a link goes: a target containing "https://" is another site and opens in
 * a new window; anything else is a path inside this site.
 * @param {string} target
 * @returns {boolean}
 */
export function isExternal(target) {
  return target.includes('https://');
}
