import { quotes } from '@/lib/content/quotes';
import { indexFromHash, quoteSlugs } from '@/lib/quotes/address';
import { nextQuoteIndex, randomIndex } from '@/lib/quotes/pick';
import { createPageValue } from '@/lib/page-value';

// Picked after load (the exported HTML is everyone's); the server snapshot is "none yet".

export const slugs = quoteSlugs(quotes);

// Follows the address when the visitor opens a link to another quote on this page.
const followHash = () => {
  const onHashChange = () => {
    const named = indexFromHash(window.location.hash, slugs);
    if (named !== null && named !== store.get()) store.set(named);
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
};

const store = createPageValue(
  () => indexFromHash(window.location.hash, slugs) ?? randomIndex(quotes.length),
  { follow: followHash },
);

export const subscribe = store.subscribe;
export const currentQuoteIndex = store.get;
export const noQuoteYet = () => null;
export const showAnotherQuote = () => store.set(nextQuoteIndex(store.get(), quotes.length));

/** Without a history entry for each quote. */
export function showAddressOf(index: number) {
  if (indexFromHash(window.location.hash, slugs) === index) return;
  // The entry's own state tells Next.js's router this is no navigation (it would re-render all).
  window.history.replaceState(window.history.state, '', `#${slugs[index]}`);
}
