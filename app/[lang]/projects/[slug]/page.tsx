import type { Metadata } from 'next';
import ProjectPage, {
  generateMetadata as projectMetadata,
} from '../../../(site)/projects/[slug]/page';
import { setPageLanguage } from '@/components/site-document/page-language';
import { otherLanguages } from '@/lib/site/language';
import { paramsOf } from '@/lib/site/pages';
import { staticParams } from '@/lib/static-params';

type Props = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;

// A language's own stories; none for the placeholder of a site in one language.
export const generateStaticParams = ({ params }: { params: { lang: string } }) =>
  otherLanguages.includes(params.lang)
    ? paramsOf('project', 'slug', params.lang)
    : staticParams('slug', []);

export async function generateMetadata(props: Props): Promise<Metadata> {
  setPageLanguage((await props.params).lang);
  return projectMetadata(props);
}

export default async function LanguageProjectPage(props: Props) {
  setPageLanguage((await props.params).lang);
  return <ProjectPage {...props} />;
}
