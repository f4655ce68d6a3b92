'use client';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SearchWords } from '@/lib/words';
import styles from './search-control.module.scss';

const takesTyping = (target: EventTarget | null) =>
  target instanceof Element &&
  !!target.closest('textarea, select, [contenteditable], input:not([type=radio], [type=checkbox])');

/** The dialog's code and its words (app/search-words.json), which come with it. */
interface Dialog {
  code: typeof import('./search-dialog');
  words: SearchWords;
}

let dialogCode: Promise<Dialog> | null = null;
/** Keys typed while the dialog's code may still be loading; null when none are being kept. */
let early: string | null = null;

// The dialog's code, which then starts the worker and its index and fetches its words.
function prepare() {
  dialogCode ??= import('./search-dialog').then(async (code) => ({
    code,
    words: await code.prepareSearch(),
  }));
  dialogCode.catch(() => (dialogCode = null));
  return dialogCode;
}

function takeTypedEarly() {
  const typed = early ?? '';
  early = null;
  return typed;
}

// Nothing of search loads before the visitor reaches for it.
export function SearchControl({ words }: { words: Pick<SearchWords, 'button'> }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open || dialog) return;
    prepare().then(setDialog, () => {
      early = null;
      setOpen(false);
    });
  }, [open, dialog]);

  useEffect(() => {
    // Once the dialog shows, its box takes the keys.
    if (open && dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (early !== null && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
        early += event.key;
        return event.preventDefault();
      }
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      // A demo whose own key / is (the calculator's divide) keeps it; Ctrl+K still searches there.
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !document.querySelector('[data-owns-slash]');
      if ((ctrlK || slash) && !takesTyping(event.target)) {
        event.preventDefault();
        early ??= '';
        void prepare();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dialog]);

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-busy={open && !dialog}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          early ??= '';
          setOpen(true);
        }}
      >
        <span className={styles.icon} aria-hidden />
        <span className={styles.label}>{words.button}</span> <kbd aria-hidden>/</kbd>
      </button>
      {/* In <body>, above the header and the page alike. */}
      {open &&
        dialog &&
        createPortal(
          <dialog.code.SearchDialog
            words={dialog.words}
            takeTypedEarly={takeTypedEarly}
            onClose={() => setOpen(false)}
          />,
          document.body,
        )}
    </div>
  );
}
