// Plain JavaScript so that next.config.mjs, the scripts and Playwright share the pages' URL rules.
// Owners write BASE_PATH as "portfolio", "/portfolio/" or "/": made "" or "/portfolio".
/** @param {string | undefined} value @returns {string} */
export function normalizeBasePath(value) {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

// The browser sees NEXT_PUBLIC_BASE_PATH, which next.config.mjs sets from BASE_PATH.
/** @returns {string} */
export function basePath() {
  return normalizeBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH);
}

// SITE_URL at build time wins over the owner's siteUrl.
/** @param {string} address @returns {string} */
export function siteUrl(address) {
  return (process.env.SITE_URL || address).replace(/\/+$/, '');
}

/** @param {string} path @param {string} address the owner's siteUrl @returns {string} */
export function absoluteUrl(path, address) {
  return `${siteUrl(address)}${basePath()}${path.startsWith('/') ? path : `/${path}`}`;
}

// Plain <img> and <audio> sources get no base path by themselves.
/** @param {string} path @returns {string} */
export function assetPath(path) {
  return `${basePath()}${path.startsWith('/') ? path : `/${path}`}`;
}

// As a browser writes it in a request, with %, #, ? and \\ part of a name: the offline worker keeps
// each file by this address.
/** @param {string} path @returns {string} */
export function encodePath(path) {
  return new URL(path.replace(/[%#?\\]/g, encodeURIComponent), 'http://site.invalid').pathname;
}

// Exported pages end in a slash (trailingSlash in next.config.mjs); files keep their names.
/** @param {string} href @returns {string} */
export function pagePath(href) {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  const slashed = path.endsWith('/') || /\.[^/]+$/.test(path) ? path : `${path}/`;
  return `${assetPath(slashed)}${rest}`;
}

// The spec's rule: a target containing "https://" is another site, opened in a new window.
/** @param {string} target @returns {boolean} */
export function isExternal(target) {
  return target.includes('https://');
}
