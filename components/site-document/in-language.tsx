import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setPageLanguage } from './page-language';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { inLanguage, otherLanguages } from '@/lib/site/language';
import { paramsOf, sitePage, type SitePage } from '@/lib/site/pages';
import { staticParams } from '@/lib/static-params';

// A route under app/[lang]/ is the default language's page, its language set first: these make
// its exports. Each sets the language itself, as Next.js may render metadata, layout and page
// apart.

type Lang = { params: Promise<{ lang: string }> };
type Slug = { params: Promise<{ lang: string; slug: string }> };

/** A page of its own (`/fr/`, `/fr/about/`) at `path` in the default language. */
export function sectionIn(Page: () => ReactNode, path: string) {
  return {
    generateMetadata: async ({ params }: Lang): Promise<Metadata> =>
      pageMetadata(sitePage(inLanguage(setPageLanguage((await params).lang), path))),
    Page: async ({ params }: Lang) => {
      setPageLanguage((await params).lang);
      return <Page />;
    },
  };
}

/** A page of a list (`/fr/writing/<slug>/`): the language's own entries of `kind`. */
export function entryIn(
  Page: (props: Slug) => Promise<ReactNode>,
  metadata: (props: Slug) => Promise<Metadata>,
  kind: SitePage['kind'] & ('post' | 'project'),
) {
  return {
    // None for the placeholder of a site in one language.
    generateStaticParams: ({ params }: { params: { lang: string } }) =>
      otherLanguages.includes(params.lang)
        ? paramsOf(kind, 'slug', params.lang)
        : staticParams('slug', []),
    generateMetadata: async (props: Slug) => {
      setPageLanguage((await props.params).lang);
      return metadata(props);
    },
    Page: async (props: Slug) => {
      setPageLanguage((await props.params).lang);
      return <Page {...props} />;
    },
  };
}
