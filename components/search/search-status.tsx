import { useEffect, useState } from 'react';
import type { IndexState } from '@/lib/search/protocol';
import styles from './search-dialog.module.scss';
import { plural } from '@/lib/plural';

interface SearchStatusProps {
  state: IndexState;
  typed: string;
  count: number;
  retry: () => void;
}

// Said once typing pauses, so a screen reader hears the count once, not at every key.
const settleMs = 400;

const titlesOnly =
  'Only titles, tags and summaries were searched: the full text is not available offline until searched online once.';

function found(state: IndexState, count: number) {
  if (count > 0) return plural(count, 'result');
  return state === 'titles' ? 'Searching the full text…' : 'No results.';
}

function message({ state, typed, count }: Omit<SearchStatusProps, 'retry'>) {
  if (state === 'loading') return typed.trim() ? 'Loading the search index…' : '';
  if (!typed.trim()) return 'Type to search projects, posts, demos, tags and the about page.';
  return state === 'titles-only' ? `${found(state, count)} ${titlesOnly}` : found(state, count);
}

export function SearchStatus({ retry, ...props }: SearchStatusProps) {
  const now = message(props);
  const [said, setSaid] = useState(now);
  useEffect(() => {
    const timer = setTimeout(() => setSaid(now), settleMs);
    return () => clearTimeout(timer);
  }, [now]);

  if (props.state === 'failed') {
    return (
      <div role="alert" className={styles.status}>
        Search could not load its index (the network did not answer).{' '}
        <button type="button" className={styles.retry} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (props.state === 'titles-only') {
    return (
      <div className={styles.status}>
        <span role="status">{said}</span>{' '}
        <button type="button" className={styles.retry} onClick={retry}>
          Search the full text again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.status}>
      {said}
    </p>
  );
}
