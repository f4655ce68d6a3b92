import { searchIndexFile } from '@/lib/search/site-index';

// Written at build time; the search worker fetches it once the titles answer.
export const dynamic = 'force-static';

export const GET = () => Response.json(searchIndexFile('text'));
