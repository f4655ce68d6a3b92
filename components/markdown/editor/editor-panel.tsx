'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { draftNote, otherVersionWords, type Draft } from '@/lib/markdown/draft';
import { markdownSample } from '@/lib/content/markdown-sample';
import frame from '../markdown-editor.module.scss';
import {
  dismissOtherVersion,
  firstDraft,
  followOtherTabs,
  keepTypedText,
  setText,
  switchVersion,
} from './draft-store';
import styles from './editor-panel.module.scss';
import { takeTypedText, type TypedText } from './typed-before-live';

const noChanges = () => () => {};

/** The textarea, its tools, and the note that says whether the draft is being kept. */
export function EditorPanel({ draft }: { draft: Draft }) {
  // False in the pre-rendered page, true once React handles typing: what tests wait for.
  const live = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const { text, problem, otherVersion } = draft;
  // The text the sample replaced, until the visitor types again: one click brings it back.
  const [replacedDraft, setReplacedDraft] = useState<string | null>(null);

  const textarea = useRef<HTMLTextAreaElement>(null);
  // Before anything paints after hydration: what the visitor typed into the pre-rendered page
  // replaces the pre-rendered text again, with their cursor where it was.
  const cursor = useRef<TypedText | null>(null);
  useLayoutEffect(() => {
    const typed = takeTypedText();
    if (typed === null || typed.value === firstDraft().text) return;
    cursor.current = typed;
    keepTypedText(typed.value);
  }, []);
  useLayoutEffect(() => {
    const typed = cursor.current;
    if (typed && typed.value === text && textarea.current?.value === text) {
      textarea.current.setSelectionRange(typed.selectionStart, typed.selectionEnd);
      cursor.current = null;
    }
  }, [text]);

  useEffect(followOtherTabs, []);

  const restoreSample = () => {
    if (text !== markdownSample) setReplacedDraft(text);
    setText(markdownSample);
  };
  const undoRestore = () => {
    if (replacedDraft !== null) setText(replacedDraft);
    setReplacedDraft(null);
  };

  return (
    <section className={frame.panel} aria-labelledby="editor-heading">
      <div className={frame.panelHeader}>
        <h2 id="editor-heading" className={frame.panelTitle}>
          <label htmlFor="editor">Editor</label>
        </h2>
        <div className={frame.tools}>
          {replacedDraft !== null ? (
            <button type="button" className={frame.tool} onClick={undoRestore}>
              Undo restore
            </button>
          ) : (
            <button type="button" className={frame.tool} onClick={restoreSample}>
              Restore sample
            </button>
          )}
        </div>
      </div>
      <textarea
        ref={textarea}
        id="editor"
        className={styles.textarea}
        value={text}
        onChange={(event) => {
          setReplacedDraft(null);
          setText(event.target.value);
        }}
        spellCheck={false}
        data-live={live}
        aria-describedby="editor-note"
      />
      <div className={styles.notes} role="status">
        <p id="editor-note" className={styles.note} data-problem={problem !== null}>
          {draftNote(problem)}
        </p>
        {otherVersion !== null && <OtherVersionNote words={otherVersionWords(otherVersion.from)} />}
      </div>
    </section>
  );
}

function OtherVersionNote({ words }: { words: ReturnType<typeof otherVersionWords> }) {
  return (
    <p className={styles.note}>
      {words.note}{' '}
      <button type="button" className={frame.tool} onClick={switchVersion}>
        {words.take}
      </button>{' '}
      <button type="button" className={frame.tool} onClick={dismissOtherVersion}>
        {words.leave}
      </button>
    </p>
  );
}
