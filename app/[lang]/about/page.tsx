import type { Metadata } from 'next';
import AboutPage from '../../(site)/about/page';
import { setPageLanguage } from '@/components/site-document/page-language';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';
import { inLanguage } from '@/lib/site/language';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(sitePage(inLanguage(setPageLanguage((await params).lang), '/about/')));
}

export default async function LanguageAboutPage({ params }: Props) {
  setPageLanguage((await params).lang);
  return <AboutPage />;
}
