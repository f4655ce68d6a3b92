'use client';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import styles from './search-control.module.scss';

type Dialog = ComponentType<{ onClose: () => void; takeTypedEarly: () => string }>;

const takesTyping = (target: EventTarget | null) =>
  target instanceof Element &&
  !!target.closest('textarea, select, [contenteditable], input:not([type=radio], [type=checkbox])');

let dialogCode: Promise<typeof import('./search-dialog')> | null = null;

/** Fetches the dialog's code and, beside it, starts the worker and its index. */
function prepare() {
  dialogCode ??= import('./search-dialog');
  dialogCode.catch(() => (dialogCode = null));
  import('./search-index').then(
    ({ startSearch }) => startSearch(),
    () => {},
  );
  return dialogCode;
}

// Nothing of search loads before the visitor reaches for it.
export function SearchControl() {
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | null>(null);
  const [open, setOpen] = useState(false);
  // Keys typed while the dialog's code may still be loading.
  const early = useRef<string | null>(null);

  useEffect(() => {
    if (!open || dialog) return;
    prepare().then(
      ({ SearchDialog }) => setDialog({ Dialog: SearchDialog }),
      () => setOpen(false),
    );
  }, [open, dialog]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (early.current !== null && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
        early.current += event.key;
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
        early.current ??= '';
        void prepare();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const takeTypedEarly = () => {
    const typed = early.current ?? '';
    early.current = null;
    return typed;
  };

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
          early.current ??= '';
          setOpen(true);
        }}
      >
        Search <kbd aria-hidden>/</kbd>
      </button>
      {open && dialog && (
        <dialog.Dialog takeTypedEarly={takeTypedEarly} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
