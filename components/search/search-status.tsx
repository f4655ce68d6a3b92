import { useEffect, useState } from 'react';
import type { IndexState } from '@/lib/search/protocol';
import styles from './search-dialog.module.scss';
import { counted } from '@/lib/words/format';
import type { SearchWords } from '@/lib/words';

interface SearchStatusProps {
  words: SearchWords;
  language: string | undefined;
  state: IndexState;
  typed: string;
  count: number;
  retry: () => void;
}

// Said once typing pauses, so a screen reader hears the count once, not at every key.
const settleMs = 400;

function found({ words, language, state, count }: Omit<SearchStatusProps, 'retry' | 'typed'>) {
  if (count === 0) return state === 'titles' ? words.searchingText : words.none;
  return counted(language, words.count, count);
}

function message(props: Omit<SearchStatusProps, 'retry'>) {
  const { words, state, typed } = props;
  if (state === 'loading') return typed.trim() ? words.loading : '';
  if (!typed.trim()) return words.hint;
  return state === 'titles-only' ? `${found(props)} ${words.titlesOnly}` : found(props);
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
        {props.words.failed}{' '}
        <button type="button" className={styles.retry} onClick={retry}>
          {props.words.tryAgain}
        </button>
      </div>
    );
  }
  if (props.state === 'titles-only') {
    return (
      <div className={styles.status}>
        <span role="status">{said}</span>{' '}
        <button type="button" className={styles.retry} onClick={retry}>
          {props.words.searchFullText}
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
