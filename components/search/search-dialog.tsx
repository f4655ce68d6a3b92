'use client';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { countHits, type SearchHit } from '@/lib/search/protocol';
import type { SearchKind } from '@/lib/search/documents';
import { assetPath, isExternal } from '@/lib/urls.mjs';
import { SearchStatus } from './search-status';
import { TextRuns } from './text-runs';
import { useSearch } from './search-index';

export { startSearch } from './search-index';
import styles from './search-dialog.module.scss';

const groupNames: Record<SearchKind, string> = {
  project: 'Projects',
  post: 'Posts',
  demo: 'Demos',
  tag: 'Tags',
  about: 'About',
};

/** The search box and its results: a combobox that owns a listbox (ARIA Authoring Practices). */
interface SearchDialogProps {
  onClose: () => void;
  /** What was typed between opening and this first render. */
  takeTypedEarly?: () => string;
}

export function SearchDialog({ onClose, takeTypedEarly }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const id = useId();
  const [typed, setTyped] = useState(() => takeTypedEarly?.() ?? '');
  const [chosen, setActive] = useState(0);
  // Enter pressed before the results caught up with the box: the text whose best match to open.
  const openWhenFound = useRef<string | null>(null);
  const { answer, retry } = useSearch(typed);
  const { groups, typed: query } = answer;
  const hits = groups.flatMap((group) => group.hits);
  const active = Math.min(chosen, Math.max(hits.length - 1, 0));
  const optionId = (n: number) => `${id}-hit-${n}`;

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

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  useEffect(() => {
    const coming = answer.state === 'loading' || (answer.state === 'titles' && !hits.length);
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

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && typed !== query) {
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

  let n = 0;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-label`}
      // Escape closes at once, in its own task: the close event comes later, after a shortcut
      // pressed meanwhile, which it would otherwise undo.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <div className={styles.box}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
          Search the site
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={hits.length ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} onClick={onClose}>
          Close
        </button>
      </div>
      <SearchStatus state={answer.state} typed={typed} count={countHits(groups)} retry={retry} />
      <ul id={`${id}-results`} role="listbox" aria-label="Results" className={styles.results}>
        {groups.map((group) => (
          <li key={group.kind} role="presentation">
            <ul role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
              <li role="presentation" id={`${id}-${group.kind}`} className={styles.groupName}>
                {groupNames[group.kind]}
              </li>
              {group.hits.map((hit) => {
                const at = n++;
                return (
                  // Keys go to the combobox, which keeps the focus (aria-activedescendant).
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={hit.url}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className={styles.hit}
                    onClick={() => openHit(hit)}
                    onMouseMove={() => at !== active && setActive(at)}
                  >
                    <span className={styles.title}>
                      <TextRuns runs={hit.title} />
                      {isExternal(hit.url) && (
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      )}
                    </span>
                    <span className={styles.excerpt}>
                      <TextRuns runs={hit.excerpt} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
