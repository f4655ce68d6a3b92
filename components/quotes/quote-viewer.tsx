'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { copiedLabels } from '@/components/clipboard/copy';
import { SiteLink } from '@/components/site-link/site-link';
import { quoteBackground, quotes } from '@/lib/content/quotes';
import { backgroundImage, imageAttributes } from '@/lib/images/variants';
import { quoteLength } from '@/lib/quotes/length';
import { citation, tweetUrl } from '@/lib/quotes/share';
import {
  currentQuoteIndex,
  noQuoteYet,
  showAddressOf,
  showAnotherQuote,
  subscribe,
} from './quote-store';
import { useShare } from './use-share';
import styles from './quote-viewer.module.scss';

interface QuoteViewerProps {
  /** The owner's X handle for the tweet link: the page passes this one field, not the owner. */
  handle?: string | undefined;
}

export function QuoteViewer({ handle }: QuoteViewerProps) {
  const index = useSyncExternalStore(subscribe, currentQuoteIndex, noQuoteYet);
  const quote = index === null ? null : quotes[index]!;
  const { shareable, copy, share, copyOutcome, copyDone } = useShare();

  useEffect(() => {
    if (index !== null) showAddressOf(index);
  }, [index]);

  const next = () => {
    copyDone();
    showAnotherQuote();
  };

  return (
    <div className={styles.backdrop}>
      <img
        className={styles.backdropImage}
        {...imageAttributes(quoteBackground, backgroundImage)}
        alt=""
        decoding="async"
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
            <SiteLink
              id="tweet-quote"
              className={`${styles.action} ${styles.tweet}`}
              href={tweetUrl(quote, handle)}
            >
              Tweet
            </SiteLink>
          ) : (
            <span className={`${styles.action} ${styles.tweet}`}>Tweet</span>
          )}
          <button
            type="button"
            className={`${styles.action} ${styles.copy}`}
            disabled={!quote}
            onClick={() => quote && copy(citation(quote))}
          >
            {copyOutcome ? copiedLabels[copyOutcome] : 'Copy'}
          </button>
          {shareable && quote && (
            <button
              type="button"
              className={`${styles.action} ${styles.share}`}
              onClick={() => share({ text: citation(quote), url: window.location.href })}
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
