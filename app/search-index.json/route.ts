import { siteDocuments } from '@/lib/search/documents';
import { buildIndex } from '@/lib/search/engine';

// Written at build time as out/search-index.json; the search dialog fetches it when first opened.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildIndex(siteDocuments()));
}
