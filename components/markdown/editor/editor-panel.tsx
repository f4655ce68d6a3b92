'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { draftNote, type Draft } from '@/lib/markdown/draft';
import { markdownSample } from '@/lib/content/markdown-sample';
import frame from '../markdown-editor.module.scss';
import { dismissOtherVersion, followOtherTabs, setText, switchVersion } from './draft-store';
import styles from './editor-panel.module.scss';

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
        {otherVersion !== null && (
          <p className={styles.note}>
            Another tab saved a different version of this draft.{' '}
            <button type="button" className={frame.tool} onClick={switchVersion}>
              Switch to that version
            </button>{' '}
            <button type="button" className={frame.tool} onClick={dismissOtherVersion}>
              Keep this one
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
