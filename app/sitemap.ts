import type { MetadataRoute } from 'next';
import { owner } from '@/lib/site/owner';
import { sitePages } from '@/lib/site/pages';
import { absoluteUrl } from '@/lib/urls.mjs';
import { siteLanguage } from '@/lib/site/language';

export const dynamic = 'force-static';

// Next.js writes each url into <loc> as it is, and a tag's address may hold & or ' (r&d, o'reilly).
const inXml = (url: string) => url.replace(/&/g, '&amp;').replace(/'/g, '&apos;');

const url = (path: string) => inXml(absoluteUrl(path, owner.siteUrl));

// A page in several languages names each (xhtml:link hreflang), as its <head> does.
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages().map(({ path, modified, alternates }) => ({
    url: url(path),
    lastModified: modified,
    ...(alternates && {
      alternates: {
        languages: Object.fromEntries([
          ...Object.entries(alternates).map(([language, other]) => [language, url(other)]),
          // As the page's <head> names it: the default language's for every other.
          ...(alternates[siteLanguage] ? [['x-default', url(alternates[siteLanguage]!)]] : []),
        ]),
      },
    }),
  }));
}
