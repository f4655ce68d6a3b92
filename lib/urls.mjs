// Plain JavaScript so that next.config.mjs, the scripts and Playwright share the pages' URL rules.
// Owners write BASE_PATH as "portfolio", "/portfolio/" or "/": made "" or "/portfolio".
/** @param {string | undefined} value @returns {string} */
export function normalizeBasePath(value) {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

// The browser sees NEXT_PUBLIC_BASE_PATH, which next.config.mjs sets from BASE_PATH, normalized:
// the bundles then hold the plain string, not the normalizing.
export const basePath = () =>
  process.env.NEXT_PUBLIC_BASE_PATH ?? normalizeBasePath(process.env.BASE_PATH);

// SITE_URL at build time wins over the owner's siteUrl.
/** @param {string} address */
export const siteUrl = (address) => (process.env.SITE_URL || address).replace(/\/+$/, '');

// Plain <img> and <audio> sources get no base path by themselves.
/** @param {string} path */
export const assetPath = (path) => `${basePath()}${path.startsWith('/') ? path : `/${path}`}`;

// The host part pages' paths follow. The address may already end with the base path
// (https://name.github.io/portfolio with BASE_PATH=/portfolio): it is written once, never twice.
/** @param {string} address the owner's siteUrl */
export function siteRoot(address) {
  const url = siteUrl(address);
  const base = basePath();
  return base && url.endsWith(base) ? url.slice(0, -base.length) : url;
}

/** @param {string} path @param {string} address the owner's siteUrl */
export const absoluteUrl = (path, address) => `${siteRoot(address)}${assetPath(path)}`;

// As a browser writes it in a request, with %, #, ? and \\ part of a name: the offline worker keeps
// each file by this address.
/** @param {string} path */
export const encodePath = (path) =>
  new URL(path.replace(/[%#?\\]/g, encodeURIComponent), 'http://site.invalid').pathname;

// Exported pages end in a slash (trailingSlash in next.config.mjs); files keep their names.
/** @param {string} href @returns {string} */
export function pagePath(href) {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  const slashed = path.endsWith('/') || /\.[^/]+$/.test(path) ? path : `${path}/`;
  return `${assetPath(slashed)}${rest}`;
}

// The spec's rule: a target containing "https://" is another site, opened in a new window.
/** @param {string} target */
export const isExternal = (target) => target.includes('https://');
