import { searchIndexFile } from '@/lib/search/site-index';

export const dynamic = 'force-static';

export const GET = () => Response.json(searchIndexFile('titles'));
