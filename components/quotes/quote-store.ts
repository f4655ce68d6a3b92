import { quotes } from '@/lib/content/quotes';
import { nextQuoteIndex, randomIndex } from '@/lib/quotes/pick';
import { createVisitStore } from '@/lib/visit-store';

// Which quote is showing, picked in the browser: the exported HTML is the same for everyone, so the
// random pick happens after it loads. The server's snapshot is "none yet", so hydration matches.

const store = createVisitStore(() => randomIndex(quotes.length));

export const subscribe = store.subscribe;
export const currentQuoteIndex = store.get;
export const noQuoteYet = () => null;
export const showAnotherQuote = () => store.set(nextQuoteIndex(store.get(), quotes.length));
