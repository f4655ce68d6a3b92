import { quotes } from '@/lib/content/quotes';
import { indexFromHash, quoteSlugs } from '@/lib/quotes/address';
import { nextQuoteIndex, randomIndex } from '@/lib/quotes/pick';
import { createPageValue } from '@/lib/page-value';

// Which quote is showing, picked in the browser: the exported HTML is the same for everyone, so the
// pick happens after it loads (the quote the address names, or one at random). The server's
// snapshot is "none yet", so hydration matches.

export const slugs = quoteSlugs(quotes);

const store = createPageValue(
  () => indexFromHash(window.location.hash, slugs) ?? randomIndex(quotes.length),
);

export const currentQuoteIndex = store.get;
export const noQuoteYet = () => null;
export const showAnotherQuote = () => store.set(nextQuoteIndex(store.get(), quotes.length));

/** Follows the address when the visitor opens a link to another quote on this page. */
export function subscribe(listener: () => void) {
  const unsubscribe = store.subscribe(listener);
  const followHash = () => {
    const named = indexFromHash(window.location.hash, slugs);
    if (named !== null && named !== store.get()) store.set(named);
  };
  window.addEventListener('hashchange', followHash);
  return () => {
    window.removeEventListener('hashchange', followHash);
    unsubscribe();
  };
}

/** Puts the quote's address in the address bar without adding a history entry for each quote. */
export function showAddressOf(index: number) {
  if (indexFromHash(window.location.hash, slugs) === index) return;
  // The entry's own state, router's marks included, tells Next.js's router this is not a
  // navigation: otherwise it re-renders the whole page, head and all, for each quote.
  window.history.replaceState(window.history.state, '', `#${slugs[index]}`);
}
