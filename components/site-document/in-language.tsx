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
type Entry<Name extends string> = { params: Promise<Record<Name | 'lang', string>> };

/**
 * A page of its own (`/fr/`, `/fr/about/`) at `path` in the default language; `metadata` for one
 * that may have none (a demo the owner removed).
 */
export function sectionIn(
  Page: () => ReactNode,
  path: string,
  metadata = (at: string) => pageMetadata(sitePage(at)),
) {
  return {
    generateMetadata: async ({ params }: Lang): Promise<Metadata> =>
      metadata(inLanguage(setPageLanguage((await params).lang), path)),
    Page: async ({ params }: Lang) => {
      setPageLanguage((await params).lang);
      return <Page />;
    },
  };
}

/** A page of a list (`/fr/writing/<slug>/`, `/fr/tags/<tag>/`): the language's own of `kind`. */
export function entryIn<Name extends string>(
  Page: (props: Entry<Name>) => Promise<ReactNode>,
  metadata: (props: Entry<Name>) => Promise<Metadata>,
  kind: SitePage['kind'] & ('post' | 'project' | 'tag' | 'series'),
  name: Name,
) {
  return {
    // None for the placeholder of a site in one language.
    generateStaticParams: ({ params }: { params: { lang: string } }) =>
      otherLanguages.includes(params.lang)
        ? paramsOf(kind, name, params.lang)
        : staticParams(name, []),
    generateMetadata: async (props: Entry<Name>) => {
      setPageLanguage((await props.params).lang);
      return metadata(props);
    },
    Page: async (props: Entry<Name>) => {
      setPageLanguage((await props.params).lang);
      return <Page {...props} />;
    },
  };
}
