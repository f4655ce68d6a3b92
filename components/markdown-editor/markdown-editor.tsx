'use client';

import { useDeferredValue, useState, useSyncExternalStore } from 'react';
import { rendersAfterKeystroke } from '@/lib/markdown/render-options';
import { markdownSample } from '@/lib/markdown/sample';
import { currentText, sampleText, setText, subscribe } from './draft-store';
import styles from './markdown-editor.module.scss';
import { MarkdownPreview } from './markdown-preview';

export function MarkdownEditor() {
  const text = useSyncExternalStore(subscribe, currentText, sampleText);
  // A very long document renders just after the keystroke rather than during it.
  const deferredText = useDeferredValue(text);
  const previewText = rendersAfterKeystroke(text) ? deferredText : text;
  // The text the sample replaced, until the visitor types again: one click brings it back.
  const [replacedDraft, setReplacedDraft] = useState<string | null>(null);

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
          aria-describedby="editor-note"
        />
        <p id="editor-note" className={styles.note}>
          Your draft is kept in this browser as you type.
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="preview-heading">
        <div className={styles.panelHeader}>
          <h2 id="preview-heading" className={styles.panelTitle}>
            Preview
          </h2>
        </div>
        <div id="preview" className={styles.preview}>
          <MarkdownPreview text={previewText} />
        </div>
      </section>
    </div>
  );
}
