import { feedResponse } from '@/components/article/feed-response';
import { siteLanguage } from '@/lib/site/language';

export const dynamic = 'force-static';

export const GET = () => feedResponse('rss', siteLanguage);
