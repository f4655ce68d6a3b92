import { useLayoutEffect, useRef, useState } from 'react';
import {
  draftNote,
  otherVersionWords,
  restoreDraftScript,
  restoredAttribute,
  type Draft,
} from '@/lib/markdown/draft';
import { fileStem } from '@/lib/markdown/files';
import { markdownSample } from '@/lib/content/markdown-sample';
import { download, openedFile } from '../open-and-save';
import frame from '../markdown-editor.module.scss';
import { dismissOtherVersion, keepTypedText, setText, switchVersion } from './draft-store';
import { usePageLive } from '@/components/page-live/use-page-live';
import styles from './editor-panel.module.scss';
import { takeTypedText, textBeforeLive, type TypedText } from './typed-before-live';

export function EditorPanel({ draft }: { draft: Draft }) {
  // What tests wait for: React handles typing.
  const live = usePageLive();
  const { text, problem, otherVersion } = draft;
  const words = otherVersion && otherVersionWords(otherVersion.from);
  // The text the sample or an opened file replaced, until the visitor types again.
  const [replaced, setReplaced] = useState<{ text: string; by: 'sample' | 'file' } | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const textarea = useRef<HTMLTextAreaElement>(null);
  // Typed into the pre-rendered page: put back before anything paints, the cursor where it was.
  const cursor = useRef<TypedText | null>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const onSavedDraft = root.hasAttribute(restoredAttribute);
    root.removeAttribute(restoredAttribute);
    const typed = takeTypedText();
    if (typed === null || typed.value === markdownSample) return;
    cursor.current = typed;
    keepTypedText(typed.value, onSavedDraft);
  }, []);
  useLayoutEffect(() => {
    const typed = cursor.current;
    if (typed && typed.value === text && textarea.current?.value === text) {
      textarea.current.setSelectionRange(typed.selectionStart, typed.selectionEnd);
      cursor.current = null;
    }
  }, [text]);

  const replaceText = (next: string, by: 'sample' | 'file') => {
    setReplaced(text !== next ? { text, by } : null);
    setText(next);
  };
  const undoReplace = () => {
    if (replaced !== null) setText(replaced.text);
    setReplaced(null);
  };
  const openFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const opened = await openedFile(files);
    if (opened.text !== null) replaceText(opened.text, 'file');
    setFileNote(opened.note);
  };

  return (
    <section className={frame.panel} aria-labelledby="editor-heading">
      <div className={frame.panelHeader}>
        <h2 id="editor-heading" className={frame.panelTitle}>
          <label htmlFor="editor">Editor</label>
        </h2>
        <div className={`${frame.tools} ${frame.editorTools}`}>
          <button type="button" className={frame.tool} onClick={() => picker.current?.click()}>
            Open file
          </button>
          <input
            ref={picker}
            type="file"
            accept=".md,.markdown,.txt,text/markdown,text/plain"
            hidden
            onChange={(event) => {
              void openFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className={frame.tool}
            onClick={() => download(`${fileStem(text)}.md`, text, 'text/markdown')}
          >
            Download .md
          </button>
          {replaced !== null ? (
            <button
              type="button"
              className={`${frame.tool} ${frame.replaceTool}`}
              onClick={undoReplace}
            >
              {replaced.by === 'file' ? 'Undo open' : 'Undo restore'}
            </button>
          ) : (
            <button
              type="button"
              className={`${frame.tool} ${frame.replaceTool}`}
              onClick={() => replaceText(markdownSample, 'sample')}
            >
              Restore sample
            </button>
          )}
        </div>
      </div>
      <div className={frame.panelBody}>
        <textarea
          ref={textarea}
          id="editor"
          className={styles.textarea}
          value={live ? text : textBeforeLive(text)}
          onChange={(event) => {
            setReplaced(null);
            setText(event.target.value);
          }}
          onDragOver={(event) => {
            if (event.dataTransfer.types.includes('Files')) event.preventDefault();
          }}
          onDrop={(event) => {
            if (event.dataTransfer.files.length === 0) return;
            event.preventDefault();
            void openFiles([...event.dataTransfer.files]);
          }}
          spellCheck={false}
          // No form restoration: after Back the browser would write older text over the draft.
          autoComplete="off"
          data-live={live}
          aria-describedby="editor-note"
        />
        {/* Before the first paint: the saved draft in place of the sample (see restoreDraftScript).
            Only in the pre-rendered page: a page React renders itself starts with the draft. */}
        {!live && <script dangerouslySetInnerHTML={{ __html: restoreDraftScript }} />}
        <div className={styles.notes} role="status">
          <p id="editor-note" className={styles.note} data-problem={problem !== null}>
            {draftNote(problem)}
          </p>
          {fileNote !== null && <p className={styles.note}>{fileNote}</p>}
          {words && (
            <p className={styles.note}>
              {words.note}{' '}
              <button type="button" className={frame.tool} onClick={switchVersion}>
                {words.take}
              </button>{' '}
              <button type="button" className={frame.tool} onClick={dismissOtherVersion}>
                {words.leave}
              </button>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
