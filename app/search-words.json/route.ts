import { words } from '@/lib/site/words';
import { searchWords } from '@/lib/words';

export const dynamic = 'force-static';

// The search dialog's words come with its code, not in every page's data.
export const GET = () => Response.json(searchWords(words.search));
