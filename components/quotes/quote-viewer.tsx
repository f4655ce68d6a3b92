'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { copiedLabels, copyWith, type CopyOutcome } from '@/components/clipboard/copy';
import { usePageLive } from '@/components/page-live/use-page-live';
import { LinkTo } from '@/components/site-link/link-to';
import { quoteBackground, quotes } from '@/lib/content/quotes';
import { backgroundImage, imageAttributes } from '@/lib/images/variants';
import { createPageValue } from '@/lib/page-value';
import { indexFromHash, quoteSlugs } from '@/lib/quotes/address';
import { quoteLength } from '@/lib/quotes/length';
import { nextQuoteIndex, randomIndex } from '@/lib/quotes/pick';
import { citation, tweetUrl } from '@/lib/quotes/share';
import styles from './quote-viewer.module.scss';

const slugs = quoteSlugs(quotes);

// Follows the address when the visitor opens a link to another quote on this page.
const followHash = () => {
  const onHashChange = () => {
    const named = indexFromHash(window.location.hash, slugs);
    if (named !== null && named !== store.get()) store.set(named);
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
};

// Picked after load (the exported HTML is everyone's); the server snapshot is "none yet".
const store = createPageValue(
  () => indexFromHash(window.location.hash, slugs) ?? randomIndex(quotes.length),
  { follow: followHash },
);
const noQuoteYet = () => null;

interface QuoteViewerProps {
  /** The owner's X handle for the tweet link: the page passes this one field, not the owner. */
  handle?: string | undefined;
}

export function QuoteViewer({ handle }: QuoteViewerProps) {
  const index = useSyncExternalStore(store.subscribe, store.get, noQuoteYet);
  const quote = index === null ? null : quotes[index]!;
  // Only the browser knows; the pre-rendered page offers no Share button.
  const shareable = usePageLive() && typeof navigator.share === 'function';
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome | null>(null);

  // The address names the quote, without a history entry for each quote.
  useEffect(() => {
    if (index === null || indexFromHash(window.location.hash, slugs) === index) return;
    // The entry's own state tells Next.js's router this is no navigation (it would re-render all).
    window.history.replaceState(window.history.state, '', `#${slugs[index]}`);
  }, [index]);

  const next = () => {
    setCopyOutcome(null);
    store.set(nextQuoteIndex(store.get(), quotes.length));
  };

  return (
    <div className={styles.backdrop}>
      <img
        className={styles.backdropImage}
        {...imageAttributes(quoteBackground, backgroundImage)}
        alt=""
        decoding="async"
        // Not preloaded by React, at the high priority of the quote's first paint.
        fetchPriority="low"
      />
      <figure id="quote-box" className={styles.box}>
        <div className={styles.stack}>
          {/* Every quote, invisible, in the same cell: the box is as tall as the tallest quote
              from the start, so changing quotes never moves the page. */}
          {quotes.map(({ text, author }) => (
            <div key={text} className={styles.sizer} aria-hidden="true">
              <p className={styles.text} data-length={quoteLength(text)}>
                {text}
              </p>
              <p className={styles.author}>{author}</p>
            </div>
          ))}
          {/* Filled once the browser has picked: an insertion, so nothing on the page moves. */}
          <div className={styles.current} aria-live="polite">
            {quote && (
              <>
                <blockquote
                  id="text"
                  className={styles.text}
                  data-length={quoteLength(quote.text)}
                  key={quote.text}
                >
                  {quote.text}
                </blockquote>
                <p id="author" className={styles.author}>
                  {quote.author}
                </p>
              </>
            )}
          </div>
        </div>
        <div className={styles.actions} data-shareable={shareable}>
          {quote ? (
            <LinkTo
              id="tweet-quote"
              className={`${styles.action} ${styles.tweet}`}
              href={tweetUrl(quote, handle)}
              newTab=" (opens in a new tab)"
            >
              Tweet
            </LinkTo>
          ) : (
            <span className={`${styles.action} ${styles.tweet}`}>Tweet</span>
          )}
          <button
            type="button"
            className={`${styles.action} ${styles.copy}`}
            disabled={!quote}
            onClick={async () =>
              quote && setCopyOutcome(await copyWith((board) => board.writeText(citation(quote))))
            }
          >
            {copyOutcome ? copiedLabels[copyOutcome] : 'Copy'}
          </button>
          {shareable && quote && (
            <button
              type="button"
              className={`${styles.action} ${styles.share}`}
              onClick={() =>
                // Closing the share sheet rejects too; either way there is nothing to tell.
                navigator
                  .share({ text: citation(quote), url: window.location.href })
                  .catch(() => {})
              }
            >
              Share
            </button>
          )}
          <button
            id="new-quote"
            type="button"
            className={`${styles.action} ${styles.newQuote}`}
            onClick={next}
          >
            New Quote
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {copyOutcome === 'copied' && 'Quote copied'}
          {copyOutcome === 'failed' && 'The browser did not let the page copy the quote'}
        </p>
      </figure>
    </div>
  );
}
