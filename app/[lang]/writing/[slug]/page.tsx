import type { Metadata } from 'next';
import PostPage, { generateMetadata as postMetadata } from '../../../(site)/writing/[slug]/page';
import { setPageLanguage } from '@/components/site-document/page-language';
import { otherLanguages } from '@/lib/site/language';
import { paramsOf } from '@/lib/site/pages';
import { staticParams } from '@/lib/static-params';

type Props = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;

// A language's own posts; none for the placeholder of a site in one language.
export const generateStaticParams = ({ params }: { params: { lang: string } }) =>
  otherLanguages.includes(params.lang)
    ? paramsOf('post', 'slug', params.lang)
    : staticParams('slug', []);

export async function generateMetadata(props: Props): Promise<Metadata> {
  setPageLanguage((await props.params).lang);
  return postMetadata(props);
}

export default async function LanguagePostPage(props: Props) {
  setPageLanguage((await props.params).lang);
  return <PostPage {...props} />;
}
