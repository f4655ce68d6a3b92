import { searchIndexFile } from '@/lib/search/site-index';

// Written at build time; the search worker fetches it when the visitor first reaches for search.
export const dynamic = 'force-static';

export const GET = () => Response.json(searchIndexFile('titles'));
