import { searchIndexResponse } from '@/lib/search/site-index';

export const dynamic = 'force-static';

export const GET = () => searchIndexResponse('titles');
