import { languageOf, otherLanguages } from '@/lib/site/language';
import { wordsOf } from '@/lib/site/words';
import { staticParams } from '@/lib/static-params';
import { searchWords } from '@/lib/words';

export const dynamic = 'force-static';
export const dynamicParams = false;
// A route has no layout: its languages are its own.
export const generateStaticParams = () => staticParams('lang', otherLanguages);

// Each other language's search dialog words (the default's are at /search-words.json).
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return Response.json(searchWords(wordsOf(languageOf((await params).lang)).search));
}
