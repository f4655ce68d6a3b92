import { feedResponse } from '@/components/article/feed-response';
import { languageOf, otherLanguages } from '@/lib/site/language';
import { staticParams } from '@/lib/static-params';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => staticParams('lang', otherLanguages);

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return feedResponse('atom', languageOf((await params).lang));
}
