// An address with a path (a GitHub Pages project site) needs BASE_PATH for links within the site.
import { basePath, siteUrl } from '../urls.mjs';
import { contentFiles as files } from './content-files';

const pathOf = (address: string) => (URL.canParse(address) ? new URL(address).pathname : '/');

/** Warns when the site's address has a path that BASE_PATH does not match. */
export function siteAddressWarnings(address: string, siteUrlSetting: string | undefined): string[] {
  const path = pathOf(siteUrl(address)).replace(/\/+$/, '');
  const base = basePath();
  if (!path || (base && path.endsWith(base))) return [];
  const where = siteUrlSetting ? 'SITE_URL' : `${files.resume}: basics.url`;
  if (!base) {
    return [
      `${where} "${siteUrl(address)}" has the path ${path}, but BASE_PATH is not set: links within the site start at the host's root; build with BASE_PATH=${path} (the GitHub Pages workflow sets it), or give the address without its path`,
    ];
  }
  return [
    `${where} "${siteUrl(address)}" has the path ${path}, which does not end with BASE_PATH ${base}: addresses to share start ${siteUrl(address)}${base}/`,
  ];
}
