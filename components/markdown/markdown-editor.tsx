'use client';

import { useDraft } from './editor/draft-store';
import { EditorPanel } from './editor/editor-panel';
import styles from './markdown-editor.module.scss';
import { PreviewPanel } from './preview/preview-panel';

export function MarkdownEditor() {
  const draft = useDraft();
  return (
    <div className={styles.editor}>
      <EditorPanel draft={draft} />
      <PreviewPanel text={draft.text} />
    </div>
  );
}
