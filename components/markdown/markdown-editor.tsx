'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { draftNote } from '@/lib/markdown/draft';
import { previewPlan } from '@/lib/markdown/limits';
import { markdownSample } from '@/lib/content/markdown-sample';
import {
  currentDraft,
  dismissOtherVersion,
  firstDraft,
  followOtherTabs,
  setText,
  subscribe,
  switchVersion,
} from './draft-store';
import styles from './markdown-editor.module.scss';
import { PreviewPanel } from './preview-panel';

const noChanges = () => () => {};

export function MarkdownEditor() {
  const draft = useSyncExternalStore(subscribe, currentDraft, firstDraft);
  // False in the pre-rendered page, true once React handles typing: what tests wait for.
  const live = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const { text, problem, otherVersion } = draft;
  const plan = useMemo(() => previewPlan(text), [text]);
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
    <div className={styles.editor}>
      <section className={styles.panel} aria-labelledby="editor-heading">
        <div className={styles.panelHeader}>
          <h2 id="editor-heading" className={styles.panelTitle}>
            <label htmlFor="editor">Editor</label>
          </h2>
          <div className={styles.tools}>
            {replacedDraft !== null ? (
              <button type="button" className={styles.tool} onClick={undoRestore}>
                Undo restore
              </button>
            ) : (
              <button type="button" className={styles.tool} onClick={restoreSample}>
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
              <button type="button" className={styles.tool} onClick={switchVersion}>
                Switch to that version
              </button>{' '}
              <button type="button" className={styles.tool} onClick={dismissOtherVersion}>
                Keep this one
              </button>
            </p>
          )}
        </div>
      </section>
      <PreviewPanel text={text} plan={plan} />
    </div>
  );
}
