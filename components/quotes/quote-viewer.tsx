'use client';

import { useSyncExternalStore } from 'react';
import { SiteLink } from '@/components/site-link/site-link';
import { owner } from '@/lib/content/owner';
import { quoteBackground, quotes } from '@/lib/content/quotes';
import { backgroundImage, imageAttributes } from '@/lib/images/variants';
import { tweetUrl } from '@/lib/quotes/share';
import { currentQuoteIndex, noQuoteYet, showAnotherQuote, subscribe } from './quote-store';
import styles from './quote-viewer.module.scss';

export function QuoteViewer() {
  const index = useSyncExternalStore(subscribe, currentQuoteIndex, noQuoteYet);
  const quote = index === null ? null : quotes[index]!;

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
          {/* Every quote, invisible, in the same cell: the box is as tall as the longest quote
              from the start, so changing quotes never moves the page. */}
          {quotes.map(({ text, author }) => (
            <div key={text} className={styles.sizer} aria-hidden="true">
              <p className={styles.text}>{text}</p>
              <p className={styles.author}>{author}</p>
            </div>
          ))}
          {/* Filled once the browser has picked: an insertion, so nothing on the page moves. */}
          <div className={styles.current} aria-live="polite">
            {quote && (
              <>
                <blockquote id="text" className={styles.text} key={quote.text}>
                  {quote.text}
                </blockquote>
                <p id="author" className={styles.author}>
                  {quote.author}
                </p>
              </>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          {quote ? (
            <SiteLink
              id="tweet-quote"
              className={styles.tweet}
              href={tweetUrl(quote, owner.profiles.social.handle)}
            >
              Tweet
            </SiteLink>
          ) : (
            <span className={styles.tweet}>Tweet</span>
          )}
          <button
            id="new-quote"
            type="button"
            className={styles.newQuote}
            onClick={showAnotherQuote}
          >
            New Quote
          </button>
        </div>
      </figure>
    </div>
  );
}
