import {
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useRouter } from 'next/navigation';
import type { SearchHit } from '@/lib/search/protocol';
import { assetPath, isExternal } from '@/lib/urls.mjs';
import { SearchStatus } from './search-status';
import { optionId, SearchResults } from './search-results';
import { startSearch, useSearch } from './search-index';
import type { SearchWords } from '@/lib/words';
import { inLanguage, languageOf } from '@/lib/site/language';
import styles from './search-dialog.module.scss';

/** Starts the worker and its index; the dialog's words, which come with its code, not in each page. */
export async function prepareSearch(): Promise<SearchWords> {
  startSearch();
  // In the page's language: /fr/search-words.json on a French page.
  const path = inLanguage(languageOf(document.documentElement.lang), '/search-words.json');
  const response = await fetch(assetPath(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

// A combobox that owns a listbox (ARIA Authoring Practices).
interface SearchDialogProps {
  words: SearchWords;
  /** The page's `<html lang>` unless given; the browser's language where it has none. */
  language?: string | undefined;
  onClose: () => void;
  takeTypedEarly?: () => string;
}

export function SearchDialog(props: SearchDialogProps) {
  const { words, onClose, takeTypedEarly } = props;
  const language = props.language ?? (document.documentElement.lang || undefined);
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const id = useId();
  const [typed, setTyped] = useState(() => takeTypedEarly?.() ?? '');
  const [chosen, setActive] = useState(0);
  // Enter pressed before the results caught up: the text whose best match to open.
  const openWhenFound = useRef<string | null>(null);
  const { answer: newest, retry } = useSearch(typed);
  // The results render in React's interruptible rendering, so no keystroke waits for them.
  const answer = useDeferredValue(newest);
  const { groups, typed: query } = answer;
  const hits = groups.flatMap((group) => group.hits);
  const active = Math.min(chosen, Math.max(hits.length - 1, 0));
  const activeId = hits[active] && optionId(id, hits[active].url);
  // The results so far may yet grow: the index is loading, or only its titles have answered.
  const coming = answer.state === 'loading' || (answer.state === 'titles' && !hits.length);

  // In the same task as the first render, so no key typed before it reaches the page instead.
  useLayoutEffect(() => {
    const element = dialog.current!;
    const returnTo = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      returnTo?.focus();
    };
  }, []);

  // Only when the active option changes: scrolling asks for a layout, which a keystroke should not wait for.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    if (openWhenFound.current === null || openWhenFound.current !== query || coming) return;
    openWhenFound.current = null;
    if (hits[0]) openHit(hits[0]);
  });

  function openHit(hit: SearchHit) {
    onClose();
    if (isExternal(hit.url)) window.open(hit.url, '_blank', 'noopener,noreferrer');
    // The home page's tag filter reads its address when the page loads.
    else if (hit.url.includes('?')) window.location.assign(assetPath(hit.url));
    else router.push(hit.url);
  }

  /** The option under the pointer, found from the listbox, which handles its options' events. */
  const pointedAt = (event: MouseEvent) => {
    const option = (event.target as Element).closest<HTMLElement>('[data-at]');
    return option ? Number(option.dataset.at) : -1;
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that pick a word in an input method's composition are the input method's.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && (typed !== query || coming)) {
      event.preventDefault();
      openWhenFound.current = typed;
      return;
    }
    if (!hits.length) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setActive((active + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(hits[active]!);
    }
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-label`}
      // At once: the close event comes after any shortcut pressed meanwhile, which it would undo.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Not a close event queued before the dialog opened again: React's strict mode (npm run dev)
      // mounts it twice, closing it in between.
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
    >
      <div className={styles.box}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
          {words.label}
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            openWhenFound.current = null;
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} onClick={onClose}>
          {words.close}
        </button>
      </div>
      <SearchStatus
        words={words}
        language={language}
        state={newest.state}
        typed={typed}
        count={hits.length}
        retry={retry}
      />
      {/* Keys go to the combobox, which keeps the focus (aria-activedescendant). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
      <ul
        id={`${id}-results`}
        role="listbox"
        aria-label={words.results}
        className={styles.results}
        onClick={(event) => {
          const at = pointedAt(event);
          if (hits[at]) openHit(hits[at]);
        }}
        onMouseMove={(event) => {
          const at = pointedAt(event);
          if (at >= 0 && at !== active) setActive(at);
        }}
      >
        <SearchResults id={id} groups={groups} active={active} words={words} />
      </ul>
    </dialog>
  );
}
